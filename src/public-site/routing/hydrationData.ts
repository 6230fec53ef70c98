/** Id of the JSON <script> in which the server hands the browser the rows it rendered the page with. */
export const hydrationDataElementId = 'router-data';

/** Name of the <meta> in which the server lists the chunks of the page it rendered, for the boot script (src/boot.ts) to fetch. */
export const pageModulesMetaName = 'page-modules';

/**
 * What the page tells the boot script (src/boot.ts). The boot script is inlined into every page, so it
 * imports nothing the application imports: these names are shared by it and the server only.
 */

/** Id of the JSON <script> in which the server hands the browser the rows it rendered the page with. */
export const hydrationDataElementId = 'router-data';

/** Name of the <meta> in which the server lists the chunks of the page it rendered, for the boot script to fetch. */
export const pageModulesMetaName = 'page-modules';

/**
 * Name of the <meta> in which the build lists the application (src/application.ts's chunk first, then
 * src/main.tsx's and the chunks they import): the boot script imports it by address, so that it shares no chunk with it.
 */
export const appModulesMetaName = 'app-modules';

/** Id of the JSON <script> in which the server hands the browser the rows it rendered the page with. */
export const hydrationDataElementId = 'router-data';

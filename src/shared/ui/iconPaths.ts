/** Line icons as SVG path data, one export each so a bundle carries only those it draws. */
export const laptopPath = 'M4 5h16v10H4zM2 19h20';
export const serverPath = 'M4 4h16v6H4zM4 14h16v6H4zM8 7h.01M8 17h.01';
/** A switch linked to three machines; the former path drew its hub as a 0.01-long arc, a broken glyph. */
export const networkPath = 'M9 3h6v5H9zM12 8v4M5 12h14M5 12v4M12 12v4M19 12v4M3 16h4v4H3zM10 16h4v4h-4zM17 16h4v4h-4z';
export const softwarePath = 'M8 9l-4 3 4 3M16 9l4 3-4 3M14 5l-4 14';
export const supportPath = 'M4 14v-3a8 8 0 0 1 16 0v3M4 14h3v5H4zM17 14h3v5h-3z';
export const webPath = 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18';
export const securityPath = 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z';
/** A sheet with a folded corner and lines: a document (invoices). */
export const invoicePath = 'M6 3h9l4 4v14H6zM15 3v4h4M9 11h7M9 15h7M9 19h4';
export const dataPath = 'M4 6c0-2 16-2 16 0v12c0 2-16 2-16 0zM4 6c0 2 16 2 16 0M4 12c0 2 16 2 16 0';
export const consultingPath = 'M4 5h16v11H9l-5 4z';
export const hardwarePath = 'M7 7h10v10H7zM9 3v4M15 3v4M9 17v4M15 17v4M3 9h4M3 15h4M17 9h4M17 15h4';
export const designPath = 'M4 20l4-1L19 8l-3-3L5 16zM14 7l3 3';
export const setupPath = 'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM12 2v3M12 19v3M2 12h3M19 12h3';
export const clockPath = 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2';
export const checkPath = 'M5 12l4 4 10-10';
export { cartPath, menuPath, closePath, userPath, pinPath, phonePath, mailPath, chatPath } from './layoutIconPaths';

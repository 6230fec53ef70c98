/** The icons of the header and footer, on every page: kept apart from the others so the first load carries only these. */
export const cartPath = 'M3 4h2l2 11h11l2-8H6M9 20h.01M17 20h.01';
export const phonePath = 'M5 4h4l2 5-3 2a11 11 0 0 0 5 5l2-3 5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 3 6a2 2 0 0 1 2-2z';
export const mailPath = 'M3 6h18v12H3zM3 6l9 7 9-7';
export const pinPath = 'M12 21s-7-6-7-11a7 7 0 0 1 14 0c0 5-7 11-7 11zM12 8a2 2 0 1 0 0 4 2 2 0 0 0 0-4z';
export const chatPath = 'M4 20l1.5-4A8 8 0 1 1 9 19.5z';
export const menuPath = 'M4 6h16M4 12h16M4 18h16';
export const closePath = 'M6 6l12 12M18 6L6 18';
export const userPath = 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0';

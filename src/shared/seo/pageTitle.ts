/** The brand every page's title carries: after the page's own words, or before them on the home page. */
export const brand = 'Ouaga IT Services';
export const titled = (title: string) => `${title} | ${brand}`;

import { quoteStagesForTheOffice } from '../../shared/config/options';

/** The quotes the office has to act on (a request to price, an accepted quote to convert), as a list filter. */
export const quotesForTheOffice = { 'stage@in': `(${quoteStagesForTheOffice.join(',')})` };

/** Today in the company's time zone (Africa/Ouagadougou is UTC all year), as a date column holds it. */
export const companyToday = (now = new Date()) => now.toISOString().slice(0, 10);

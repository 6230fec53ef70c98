/** Pre-renders the public pages to HTML after vite build (placeholder until the public site lands). */
export {};

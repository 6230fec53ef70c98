// jsonexport ships no types; react-admin's own exporter uses the same entry.
declare module 'jsonexport/dist' {
  type Callback = (error: Error | null, csv: string) => void;
  function jsonExport(rows: readonly object[], options: { rowDelimiter?: string }, callback: Callback): void;
  export default jsonExport;
}

import { getDocumentProxy, getResolvedPDFJS } from 'unpdf';

interface Square {
  x: number;
  y: number;
  side: number;
}

/**
 * The QR code a PDF draws, read back from its drawing operators: the black squares of one size (the modules
 * drawCertificationBlock.ts draws, no image), as « row,column » cells from the top-left module, sorted. Empty
 * when the PDF draws no QR code. Compared with qrModules(content).dark, it proves the QR printed encodes that
 * content, module for module.
 */
export async function pdfQrCells(bytes: Uint8Array): Promise<string[]> {
  const squares = await blackSquares(bytes);
  if (squares.length === 0) return [];
  const sides = new Map<number, number>();
  for (const square of squares) sides.set(square.side, (sides.get(square.side) ?? 0) + 1);
  const moduleSide = [...sides].sort((a, b) => b[1] - a[1])[0][0];
  const modules = squares.filter((square) => square.side === moduleSide);
  // A QR code has dozens of modules; a few squares of one size are something else.
  if (modules.length < 50) return [];
  const left = Math.min(...modules.map((square) => square.x));
  const top = Math.max(...modules.map((square) => square.y));
  return modules
    .map((square) => `${Math.round((top - square.y) / moduleSide)},${Math.round((square.x - left) / moduleSide)}`)
    .sort();
}

/** Every filled axis-aligned square painted black, on every page, in page coordinates. */
async function blackSquares(bytes: Uint8Array): Promise<Square[]> {
  const { OPS } = await getResolvedPDFJS();
  const document = await getDocumentProxy(new Uint8Array(bytes));
  const squares: Square[] = [];
  for (let pageNumber = 1; pageNumber <= document.numPages; pageNumber += 1) {
    const { fnArray, argsArray } = await (await document.getPage(pageNumber)).getOperatorList();
    const states: { fill: string; x: number; y: number }[] = [];
    let state = { fill: '', x: 0, y: 0 };
    fnArray.forEach((operator, index) => {
      const args = argsArray[index] as unknown[];
      if (operator === OPS.save) states.push({ ...state });
      else if (operator === OPS.restore) state = states.pop() ?? { fill: '', x: 0, y: 0 };
      else if (operator === OPS.setFillRGBColor) state.fill = String(args[0]);
      else if (operator === OPS.transform) {
        state.x += Number(args[4]);
        state.y += Number(args[5]);
      } else if (operator === OPS.constructPath && state.fill === '#000000') {
        const [minX, minY, maxX, maxY] = Array.from(args[2] as ArrayLike<number>);
        const side = Math.round((maxX - minX) * 1000) / 1000;
        if (side > 0 && Math.abs(maxY - minY - (maxX - minX)) < 0.001) squares.push({ x: state.x + minX, y: state.y + minY, side });
      }
    });
  }
  return squares;
}

// The invoice PDF embeds its fonts, as PDF/A requires (PDFKit's built-in Helvetica is not embedded).
// Arimo (SIL OFL, shipped by @fontsource/arimo) is the design Liberation Sans 2 is built from and is
// metric-compatible with Arial, so it is registered under the name swissqrbill knows, "Liberation Sans",
// one of the fonts the QR-bill style guide allows.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export const FONT = 'Liberation Sans';
export const FONT_BOLD = `${FONT}-Bold`;

const require = createRequire(import.meta.url);
let files: { regular: Buffer; bold: Buffer } | null = null;

function fontFiles() {
  files ??= {
    regular: readFileSync(require.resolve('@fontsource/arimo/files/arimo-latin-400-normal.woff')),
    bold: readFileSync(require.resolve('@fontsource/arimo/files/arimo-latin-700-normal.woff')),
  };
  return files;
}

export function registerFonts(pdf: PDFKit.PDFDocument): void {
  const { regular, bold } = fontFiles();
  pdf.registerFont(FONT, regular);
  pdf.registerFont(FONT_BOLD, bold);
  pdf.font(FONT);
}

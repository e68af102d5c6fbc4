// Test helper: validates XML against the official EN 16931 XML schemas vendored in
// apps/server/test/fixtures/en16931 (CII D16B, UBL 2.1), offline with libxml2 compiled to WebAssembly.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { memoryPages, validateXML } from 'xmllint-wasm';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../test/fixtures/en16931');

type SchemaFile = { fileName: string; contents: string };

const read = (dir: string): SchemaFile[] =>
  readdirSync(path.join(ROOT, dir))
    .filter((name) => name.endsWith('.xsd'))
    .map((name) => ({ fileName: `${dir}/${name}`, contents: readFileSync(path.join(ROOT, dir, name), 'utf8') }));

/** The main schema of each document kind, with the files it imports at their relative paths. */
const SCHEMAS = {
  cii: 'cii/CrossIndustryInvoice_100pD16B.xsd',
  ublInvoice: 'ubl/maindoc/UBL-Invoice-2.1.xsd',
  ublCreditNote: 'ubl/maindoc/UBL-CreditNote-2.1.xsd',
} as const;

let files: SchemaFile[] | null = null;
const allFiles = () => (files ??= [...read('cii'), ...read('ubl/maindoc'), ...read('ubl/common')]);

export type XsdResult = { valid: boolean; errors: string[] };

/** Validates each XML text against one schema; errors name the file by its index (doc-0.xml, ...). */
export async function validateXsd(schema: keyof typeof SCHEMAS, xmls: string[]): Promise<XsdResult> {
  const all = allFiles();
  const main = all.find((f) => f.fileName === SCHEMAS[schema])!;
  const result = await validateXML({
    xml: xmls.map((contents, i) => ({ fileName: `doc-${i}.xml`, contents })),
    schema: [main],
    preload: all.filter((f) => f !== main),
    // The UBL common aggregate schema alone is 2.4 MB.
    maxMemoryPages: 512 * memoryPages.MiB,
  });
  return { valid: result.valid, errors: result.errors.map((e) => e.rawMessage) };
}

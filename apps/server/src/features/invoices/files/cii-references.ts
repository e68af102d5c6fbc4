// References @e-invoice-eu/core 2.3 writes in UBL but drops from CII: BT-16, the despatch advice (bill
// of lading), and BT-25/26, the invoice a credit note corrects (its CII mapping reads them one level off
// the input it validates), and in the Factur-X profiles below EXTENDED also BT-13, the order. They are
// added to the CII text where EN 16931-3-3 and the D16B schema put them; the library's output is
// otherwise left as it is.
import type { InvoiceDocument } from './invoice-document';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** YYYY-MM-DD -> CII date format 102 (YYYYMMDD). */
const date102 = (isoDay: string) => isoDay.replace(/-/g, '');

type Element = { name: string; attributes?: string; children: (string | Element)[] };
const el = (name: string, ...children: (string | Element)[]): Element => ({ name, children });

function render(e: Element, indent: string): string {
  const open = e.attributes ? `${e.name} ${e.attributes}` : e.name;
  const [only] = e.children;
  if (e.children.length === 1 && typeof only === 'string') return `\n${indent}<${open}>${escapeXml(only)}</${e.name}>`;
  const inner = e.children.map((c) => render(c as Element, `${indent}\t`)).join('');
  return `\n${indent}<${open}>${inner}\n${indent}</${e.name}>`;
}

/** Inserts `element` right after the closing tag `after`, at that element's indentation. */
function insertAfter(cii: string, after: string, element: Element): string {
  const close = `</${after}>`;
  const at = cii.indexOf(close);
  // The library always writes the anchors used here (the buyer, BT-72 and the document totals).
  if (at < 0) throw new Error(`CII without ${after}: cannot place ${element.name}`);
  const indent = new RegExp(`\\n(\\s*)<${after}>`).exec(cii)?.[1] ?? '';
  const end = at + close.length;
  return cii.slice(0, end) + render(element, indent) + cii.slice(end);
}

/** The CII XML with BT-13, BT-16 and BT-25/26 of the document, each only where the library did not write it. */
export function withCiiReferences(
  cii: string,
  doc: Pick<InvoiceDocument, 'orderReference' | 'bolNumber' | 'corrects'>,
): string {
  let out = cii;
  if (!out.includes('<ram:BuyerOrderReferencedDocument>')) {
    // After the parties; the seller's order reference (BT-14) that would come first is not used.
    out = insertAfter(
      out,
      'ram:BuyerTradeParty',
      el('ram:BuyerOrderReferencedDocument', el('ram:IssuerAssignedID', doc.orderReference)),
    );
  }
  if (doc.bolNumber && !out.includes('<ram:DespatchAdviceReferencedDocument>')) {
    out = insertAfter(
      out,
      'ram:ActualDeliverySupplyChainEvent',
      el('ram:DespatchAdviceReferencedDocument', el('ram:IssuerAssignedID', doc.bolNumber)),
    );
  }
  if (doc.corrects && !out.includes('<ram:InvoiceReferencedDocument>')) {
    out = insertAfter(
      out,
      'ram:SpecifiedTradeSettlementHeaderMonetarySummation',
      el(
        'ram:InvoiceReferencedDocument',
        el('ram:IssuerAssignedID', doc.corrects.number),
        el('ram:FormattedIssueDateTime', {
          ...el('qdt:DateTimeString', date102(doc.corrects.issuedOn)),
          attributes: 'format="102"',
        }),
      ),
    );
  }
  return out;
}

// The yearly statement as a PDF in the reader's language: the figures at the statement's date,
// the monthly series, the death benefit split and the policies. DejaVu Sans Condensed (its licence
// in mock-server/assets/fonts) is embedded because the PDF base fonts have no Vietnamese letters.
import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import { alignAmounts, BRAND_FILL, PDF_PAGES, withDejaVuFont } from '../pdfStyle';
import { MONTHS } from '../../../src/domain/enums';
import { formatDate } from '../../../src/domain/dates';
import { formatMoney } from '../../../src/domain/money';
import type { YearlyStatement } from '../../../src/domain/api/statements';
import { catalogText, type CatalogLanguage } from '../catalog';

type Text = (key: string) => string;
type MoneyText = (v: number | null) => string;

/** A Letter document with DejaVu Sans Condensed in both weights. */
function newDocument(): jsPDF {
  return withDejaVuFont(new jsPDF(PDF_PAGES), 'DejaVuSansCondensed', 'DejaVu');
}

/** The title, the participant and plan, the date and the three totals. */
function writeHeading(
  doc: jsPDF,
  st: YearlyStatement,
  t: Text,
  money: MoneyText,
  lang: CatalogLanguage,
) {
  doc.setFont('DejaVu', 'bold');
  doc.setFontSize(16);
  doc.text(`${t('statementTitle')} ${st.year}`, 40, 50);
  doc.setFont('DejaVu', 'normal');
  doc.setFontSize(10);
  doc.text(
    [
      `${st.participant.name} · ${st.participant.employerName}${st.participant.planName ? ` · ${st.participant.planName}` : ''}`,
      `${t('asOf')}: ${formatDate(st.asOf, lang)}`,
      `${t('totalPlanValue')}: ${money(st.totals.totalPlanValue)}    ${t('deathBenefit')}: ${money(st.totals.deathBenefit)}    ${t('contributionsInYear')}: ${money(st.totals.contributionsInYear)}`,
    ],
    40,
    70,
  );
}

/** A table whose `amounts` columns (their indexes) are right-aligned, head included. */
function table(doc: jsPDF, head: string[], body: string[][], amounts: number[], startY?: number) {
  autoTable(doc, {
    head: [head],
    body,
    startY,
    styles: { font: 'DejaVu', fontSize: 8 },
    headStyles: { font: 'DejaVu', fontStyle: 'bold', fillColor: BRAND_FILL },
    margin: { left: 40, right: 40 },
    didParseCell: alignAmounts((column) => amounts.includes(column)),
  });
}

/** The monthly plan value and cumulative contributions. */
function monthsTable(doc: jsPDF, st: YearlyStatement, t: Text, money: MoneyText, lang: string) {
  const monthLabel = (i: number) =>
    new Intl.DateTimeFormat(lang === 'vi' ? 'vi-VN' : 'en-US', {
      month: 'short',
      timeZone: 'UTC',
    }).format(new Date(Date.UTC(st.year, i, 1)));
  table(
    doc,
    [t('month'), t('totalPlanValue'), t('cumulativeContributions')],
    MONTHS.map((m, i) => [
      monthLabel(i),
      money(st.totalPlanValue[m]),
      money(st.planContributions[m]),
    ]),
    [1, 2],
    112,
  );
}

function deathBenefitTable(doc: jsPDF, st: YearlyStatement, t: Text, money: MoneyText) {
  table(
    doc,
    [
      t('policyNumber'),
      t('carrier'),
      t('deathBenefit'),
      t('toSponsor'),
      t('toBeneficiaries'),
      t('beneficiaries'),
      t('exchangedForColumn'),
    ],
    st.deathBenefits.map((r) => [
      r.policyNumber,
      r.carrierName,
      money(r.deathBenefit),
      money(r.amountToPlanSponsor),
      money(r.amountToBeneficiary),
      r.beneficiary,
      r.policyNumberExchangedFor ?? '',
    ]),
    [2, 3, 4],
  );
}

function policiesTable(
  doc: jsPDF,
  st: YearlyStatement,
  t: Text,
  money: MoneyText,
  lang: CatalogLanguage,
) {
  table(
    doc,
    [
      t('policyNumber'),
      t('carrier'),
      t('product'),
      t('status'),
      t('lastValuation'),
      t('accumulatedValue'),
    ],
    st.policies.map((p) => [
      p.policyNumber,
      p.carrierName,
      p.productName ?? '',
      catalogText(lang, `policyStatus.${p.status}`),
      formatDate(p.lastValuationDate, lang),
      money(p.netAccumulatedValue),
    ]),
    [5],
  );
}

export function statementPdf(st: YearlyStatement, lang: CatalogLanguage): Buffer {
  const t = (key: string) => catalogText(lang, `pages.clientOverview.${key}`);
  const money = (v: number | null) => (v === null ? '—' : formatMoney(v, lang));
  const doc = newDocument();
  writeHeading(doc, st, t, money, lang);
  monthsTable(doc, st, t, money, lang);
  deathBenefitTable(doc, st, t, money);
  policiesTable(doc, st, t, money, lang);
  return Buffer.from(doc.output('arraybuffer'));
}

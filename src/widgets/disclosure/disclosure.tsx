import { useEffect, useId, useMemo, useRef } from 'react';
import {
  asText,
  useAppSettings,
  useContactHref,
  useLanguage,
  useReport,
  useTarget,
  wholeAmounts,
  type Static,
  type WidgetRenderProps,
} from '../../engine/widget-api';
import type { schema } from './schema';
import { workOut, type MarketRules } from './statement';
import './disclosure.css';

type Props = Static<typeof schema>;

export default function Disclosure({ props }: WidgetRenderProps<Props>) {
  const id = useId();
  const language = useLanguage();
  const app = useAppSettings();
  const report = useReport();
  const [shown, setShown] = useTarget(props.bind);
  const market = app.market as MarketRules | undefined;
  const statement = useMemo(
    () => workOut(props.disclosure, props.amount, market, (v) => language.amounts.parse(v)),
    [props.disclosure, props.amount, market, language],
  );
  const sign = typeof app.currency === 'string' ? app.currency : '';
  const money = (v: number) => wholeAmounts(language.amounts.format(v, sign));
  const percent = useMemo(
    () =>
      new Intl.NumberFormat(language.locale, {
        style: 'percent',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }),
    [language.locale],
  );
  const phone = asText(props.contactPhone);
  const phoneHref = useContactHref(phone ? `tel:${phone.replace(/[^\d+]/g, '')}` : '');

  // The confirm button reads this: true only while the statement is shown.
  useEffect(() => {
    if (shown !== statement.ok) setShown(statement.ok);
  }, [shown, statement.ok, setShown]);

  const reported = useRef<string | null>(null);
  const refusal = statement.ok ? null : statement.refusal;
  useEffect(() => {
    if (!refusal || reported.current === refusal) return;
    reported.current = refusal;
    report('offer-refused', `the offer's disclosure was refused: ${refusal}`, {
      'offer.reason': refusal,
      'offer.product': asText(props.product),
    });
  }, [refusal, report, props.product]);

  const l = props.labels;
  if (!statement.ok)
    return (
      <div className="w-disclosure w-disclosure-refused" role="alert" style={props.style}>
        <p>{l.refused}</p>
        {phone ? (
          <p>
            {l.contact}: {phoneHref ? <a href={phoneHref}>{phone}</a> : phone}
          </p>
        ) : null}
      </div>
    );
  const f = statement.figures;
  const row = (name: string, value: React.ReactNode, note?: string, strong = false) => (
    <div className={strong ? 'w-disclosure-row w-disclosure-strong' : 'w-disclosure-row'}>
      <dt>
        {name}
        {note ? <span className="w-disclosure-note"> ({note})</span> : null}
      </dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <section className="w-disclosure" aria-labelledby={id} style={props.style}>
      <h2 id={id} className="w-disclosure-title">
        {l.title}
      </h2>
      <dl className="w-disclosure-list">
        {row(l.amountFinanced, money(f.principal))}
        {f.charges.map((c, i) => (
          <div className="w-disclosure-row" key={i}>
            <dt>
              {c.name}
              <span className="w-disclosure-note"> ({c.deducted ? l.deducted : l.notDeducted})</span>
            </dt>
            <dd>{money(c.amount)}</dd>
          </div>
        ))}
        {row(l.interest, money(f.interest))}
        {row(l.financeCharge, money(f.financeCharge), undefined, true)}
        {row(l.netProceeds, money(f.netProceeds), undefined, true)}
        {row(l.disbursedOn, f.disbursedOn)}
      </dl>
      <div className="w-disclosure-scroll">
        <table className="w-disclosure-table">
          <caption>{l.schedule}</caption>
          <thead>
            <tr>
              <th scope="col">{l.dueDate}</th>
              <th scope="col">{l.principal}</th>
              <th scope="col">{l.interestDue}</th>
              <th scope="col">{l.fees}</th>
              <th scope="col">{l.total}</th>
            </tr>
          </thead>
          <tbody>
            {f.schedule.map((r) => (
              <tr key={r.dueDate}>
                <th scope="row">{r.dueDate}</th>
                <td>{money(r.principal)}</td>
                <td>{money(r.interest)}</td>
                <td>{money(r.fees)}</td>
                <td>{money(r.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="w-disclosure-list">
        {row(l.totalPayable, money(f.totalPayable), undefined, true)}
        {row(l.eirMonthly, percent.format(f.eirMonthly), undefined, true)}
        {row(l.eirYearly, percent.format(f.eirYearly))}
        {row(l.nominalRate, percent.format(f.nominalMonthly))}
      </dl>
    </section>
  );
}

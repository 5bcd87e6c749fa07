import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  type CarrierBillingValues,
  carrierBillingNeeds,
  PORT_IN_MESSAGES,
  portInItemData,
  readNumberList,
  readThreeBoxes,
} from '../../../../src/shared/port-in-rules.ts';
import { PORTABILITY_FAILED_MESSAGE } from '../../../../src/shared/portability-rules.ts';
import { hasStatus } from '../../api/api-error.ts';
import { useBasketTns } from '../../api/basket.ts';
import { useProfile } from '../../api/profile.ts';
import { carrierBillingPrefill } from './billing-prefill.ts';
import { CarrierBillingDialog } from './carrier-billing-dialog.tsx';
import { formatTn } from './format-tn.ts';
import { NumberEntry, type NumberEntryValues } from './number-entry.tsx';
import { type PortabilityResult, useAddPortInsMutation, useCheckPortabilityMutation } from './port-in-api.ts';
import { PortabilityResults } from './portability-results.tsx';
import { SalesPoints } from './sales-points.tsx';
import './port-in.css';

/** Where the page goes once the numbers are in the basket: the search page with the basket open. */
export const BASKET_AFTER_PORT_IN = '/search?showBasket=1';

/**
 * /lnp (spec 2): step 1 takes the numbers (three boxes, the bulk textarea or `?tn=`) and the ownership
 * certification; step 2 shows the portability check per number; Continue opens the Current Carrier
 * Billing Info modal, whose Continue puts each number in the basket as a port-in carrying the billing data
 * and opens the basket. Numbers the basket holds already are skipped.
 */
export function LnpPage() {
  const profile = useProfile();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const basketTns = useBasketTns();
  const check = useCheckPortabilityMutation();
  const addPortIns = useAddPortInsMutation();
  const [entry, setEntry] = useState(() => entryFromParams(params));
  const [problem, setProblem] = useState<string | null>(null);
  const [results, setResults] = useState<PortabilityResult[] | null>(null);
  const [skipped, setSkipped] = useState<string[]>([]);
  const [billingOpen, setBillingOpen] = useState(false);

  async function verify() {
    setProblem(null);
    if (!entry.certified) return setProblem(PORT_IN_MESSAGES.certify);
    const read = entry.bulk ? readNumberList(entry.list) : readThreeBoxes(entry.boxes);
    if (!read.ok) return setProblem(read.message);
    const tns = read.numbers.map((number) => number.e164);
    const inBasket = tns.filter((tn) => basketTns.has(tn));
    const toCheck = tns.filter((tn) => !basketTns.has(tn));
    if (toCheck.length === 0)
      return setProblem(
        inBasket.map((tn) => `Telephone Number ${formatTn(tn)} is already in your cart.`).join(' '),
      );
    try {
      const answer = await check.mutateAsync(toCheck);
      if (!answer.success) return setProblem(answer.message ?? PORTABILITY_FAILED_MESSAGE);
      setResults(answer.tns);
      setSkipped(inBasket);
    } catch (error) {
      setProblem(hasStatus(error, 400, 429) ? error.message : PORTABILITY_FAILED_MESSAGE);
    }
  }

  function remove(tn: string) {
    const left = (results ?? []).filter((result) => result.tn !== tn);
    setResults(left.length > 0 ? left : null);
  }

  async function addToBasket(values: CarrierBillingValues) {
    const lines = (results ?? [])
      .filter((result) => !basketTns.has(result.tn))
      .map((result) => ({ tn: result.tn, data: portInItemData(values, result) }));
    await addPortIns.mutateAsync(lines);
    setBillingOpen(false);
    await navigate(BASKET_AFTER_PORT_IN);
  }

  return (
    <div className={profile.brandingId === 2 ? 'lnp' : 'lnp lnp--with-sales'}>
      <section className="page lnp__main">
        <h1>Transfer Your Numbers</h1>
        <p className="lnp__lead">
          Bring your numbers from your current carrier. Check that they can be ported, tell us who the carrier
          bills, and check out.
        </p>
        {results === null ? (
          <NumberEntry
            values={entry}
            onChange={setEntry}
            onVerify={() => void verify()}
            problem={problem}
            pending={check.isPending}
          />
        ) : (
          <PortabilityResults
            results={results}
            skipped={skipped}
            onRemove={remove}
            onCancel={() => {
              setResults(null);
              setSkipped([]);
            }}
            onContinue={() => setBillingOpen(true)}
          />
        )}
      </section>
      {profile.brandingId !== 2 && <SalesPoints />}
      {billingOpen && results && (
        <CarrierBillingDialog
          needs={carrierBillingNeeds(results)}
          initialValues={carrierBillingPrefill(profile)}
          onBack={() => setBillingOpen(false)}
          onSubmit={addToBasket}
        />
      )}
    </div>
  );
}

/** `?tn=` fills the boxes (one number) or the bulk textarea (a list); `?bulk=1` opens the textarea. */
function entryFromParams(params: URLSearchParams): NumberEntryValues {
  const empty = { areaCode: '', exchange: '', lastFour: '' };
  const entry: NumberEntryValues = {
    boxes: empty,
    list: '',
    bulk: params.get('bulk') === '1',
    certified: false,
  };
  const tn = params.get('tn')?.trim();
  if (!tn) return entry;
  const read = readNumberList(tn);
  const only = read.ok && read.numbers.length === 1 ? read.numbers[0] : undefined;
  if (only?.npa && only.nxx && only.line && !entry.bulk)
    return { ...entry, boxes: { areaCode: only.npa, exchange: only.nxx, lastFour: only.line } };
  return { ...entry, bulk: true, list: tn.split(/\s*,\s*/).join('\n') };
}

import { useId, useState } from 'react';
import { Link } from 'react-router';
import { listingAction } from '../../../../src/shared/listing-rules.ts';
import { formatCents } from '../../../../src/shared/money.ts';
import { BasketButton } from './basket-button.tsx';
import { withContactAgentType } from './contact-agent-link.ts';
import type { SearchNumber } from './search-api.ts';

export interface ListingProps {
  number: SearchNumber;
  buyNowLimitCents: number;
  isEmployee: boolean;
  /** The link that opens the contact-agent dialog for a number (the listing adds buy or licence to it). */
  contactAgentHref: (tn: string) => string;
  /** The link that opens the make-offer dialog over the results, for a negotiable number. */
  makeOfferHref: (tn: string) => string;
  /** Employees' bulk-add selection; absent when bulk add is off. */
  selection?: { selected: boolean; selectable: boolean; onChange: (selected: boolean) => void };
  /** Add to Cart / Start License found the number gone (410) or failed: the page says so. */
  onBasketProblem?: (problem: BasketProblem) => void;
}

export interface BasketProblem {
  tn: string;
  /** Gone numbers leave the results; failures only show their message. */
  gone: boolean;
  message: string;
}

/** One number: price, the BUY / LICENSE toggle and its action, tags, availability; vendor and cost for staff. */
export function Listing(props: ListingProps) {
  const {
    number,
    buyNowLimitCents,
    isEmployee,
    contactAgentHref,
    makeOfferHref,
    selection,
    onBasketProblem,
  } = props;
  const titleId = useId();
  const action = listingAction(
    {
      tn: number.tn,
      priceCents: number.price,
      licenseOneTimeCents: number.licenseNrc,
      licenseMonthlyCents: number.licenseMrc,
    },
    { buyNowLimitCents },
  );
  const [mode, setMode] = useState(action.defaultMode);
  const both = action.buy !== null && action.license !== null;
  const onSale = number.isOnSale && number.retailPrice > number.price;
  const nearMe = number.tag === 'nearMe' || number.nearMe;
  const showsBuy = mode === 'buy' || action.license === null;
  const agent = (
    <Link
      className="button listing__action"
      to={withContactAgentType(contactAgentHref(number.tn), showsBuy ? 'purchase' : 'license')}
      replace
    >
      Contact Agent
    </Link>
  );

  return (
    <article className="listing" aria-labelledby={titleId}>
      <header className="listing__head">
        <h3 id={titleId} className="listing__number">
          {number.humanTn}
        </h3>
        {selection && (
          <label className="listing__select">
            <input
              type="checkbox"
              checked={selection.selected}
              disabled={!selection.selectable}
              onChange={(event) => selection.onChange(event.target.checked)}
            />
            <span className="visually-hidden">Select {number.humanTn}</span>
          </label>
        )}
      </header>
      {number.spelling && <p className="listing__spelling">{number.spelling}</p>}
      <ul className="listing__tags" aria-label="Tags">
        {number.tag === 'prime' && <li className="badge badge--promoted">Promoted</li>}
        {number.tag === 'best' && <li className="badge badge--best">Best</li>}
        {nearMe && (
          <li className="badge badge--near">
            Near me{number.distanceInMiles !== null ? ` · ${number.distanceInMiles} mi` : ''}
          </li>
        )}
        {onSale && <li className="badge badge--sale">On sale</li>}
        {number.isGroupMember && number.startGroup && (
          <li className="badge">Block of {number.groupLength}</li>
        )}
      </ul>

      {both && (
        <fieldset className="listing__modes">
          <legend className="visually-hidden">Show price to</legend>
          <button
            type="button"
            className="listing__mode"
            aria-pressed={mode === 'buy'}
            onClick={() => setMode('buy')}
          >
            BUY
          </button>
          <button
            type="button"
            className="listing__mode"
            aria-pressed={mode === 'license'}
            onClick={() => setMode('license')}
          >
            LICENSE
          </button>
        </fieldset>
      )}

      {showsBuy ? (
        <div className="listing__offer">
          {action.buy === null ? (
            <p className="listing__price">Price on request</p>
          ) : (
            <p className="listing__price">
              {onSale && (
                <>
                  <s className="listing__retail">
                    <span className="visually-hidden">Was </span>
                    {formatCents(number.retailPrice)}
                  </s>{' '}
                  <span className="visually-hidden">now </span>
                </>
              )}
              {formatCents(number.price)}
            </p>
          )}
          {action.buy === 'addToCart' ? (
            <BasketButton tn={number.tn} mode="buy" promotion={number.promotion} onProblem={onBasketProblem}>
              Add to Cart
            </BasketButton>
          ) : (
            agent
          )}
          {number.showNegotiable && (
            <Link
              className="button listing__action listing__offer-link"
              to={makeOfferHref(number.tn)}
              replace
              aria-label={`Make an offer on ${number.humanTn}`}
            >
              Make Offer
            </Link>
          )}
        </div>
      ) : (
        <div className="listing__offer">
          <dl className="listing__license">
            {number.licenseNrc !== null && (
              <div>
                <dt>Setup</dt>
                <dd>{formatCents(number.licenseNrc)}</dd>
              </div>
            )}
            {number.licenseMrc !== null && (
              <div>
                <dt>Monthly</dt>
                <dd>{formatCents(number.licenseMrc)}</dd>
              </div>
            )}
          </dl>
          {action.license === 'startLicense' ? (
            <BasketButton
              tn={number.tn}
              mode="license"
              promotion={number.promotion}
              onProblem={onBasketProblem}
            >
              Start License
            </BasketButton>
          ) : (
            agent
          )}
        </div>
      )}

      <p className="listing__availability">Get it: {number.humanAvailability}</p>
      {number.city && (
        <p className="listing__place muted">
          {number.city}
          {number.state ? `, ${number.state}` : ''}
        </p>
      )}
      {isEmployee && number.vendor !== undefined && (
        <dl className="listing__staff">
          <div>
            <dt>Vendor</dt>
            <dd>{number.vendor}</dd>
          </div>
          {number.cost !== undefined && (
            <div>
              <dt>Cost</dt>
              <dd>{formatCents(number.cost)}</dd>
            </div>
          )}
        </dl>
      )}
    </article>
  );
}

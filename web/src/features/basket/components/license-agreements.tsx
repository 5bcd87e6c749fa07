import { LICENSE_AGREEMENTS, type LicenseAgreementKey } from '../../../../../src/shared/account-form.ts';

export type Agreements = Record<LicenseAgreementKey, boolean>;

export const NO_AGREEMENTS: Agreements = {
  agree_ownership: false,
  agree_fees: false,
  agree_duration: false,
  agree_disconnect: false,
};

/** The agreements as the basket data holds them (unticked when absent). */
export function agreementsIn(data: Record<string, unknown>): Agreements {
  return Object.fromEntries(LICENSE_AGREEMENTS.map(({ key }) => [key, data[key] === true])) as Agreements;
}

export const allAgreed = (agreements: Agreements) => LICENSE_AGREEMENTS.every(({ key }) => agreements[key]);

/**
 * Spec 2: a basket with a licensed number needs the four agreement boxes ticked before Continue; ticking the
 * ownership box shows a warning (`onOwnershipTicked`).
 */
export function LicenseAgreements({
  agreements,
  onChange,
  onOwnershipTicked,
  errors = {},
}: {
  agreements: Agreements;
  onChange: (key: LicenseAgreementKey, agreed: boolean) => void;
  onOwnershipTicked: () => void;
  errors?: Partial<Record<LicenseAgreementKey, string | undefined>>;
}) {
  return (
    <fieldset className="basket-agreements">
      <legend>Licensed numbers</legend>
      {LICENSE_AGREEMENTS.map(({ key, label }) => (
        <div key={key} className="checkbox-row">
          <label>
            <input
              type="checkbox"
              name={key}
              checked={agreements[key]}
              aria-invalid={errors[key] ? true : undefined}
              onChange={(event) => {
                onChange(key, event.target.checked);
                if (key === 'agree_ownership' && event.target.checked) onOwnershipTicked();
              }}
            />{' '}
            {label}
          </label>
          {errors[key] && <p className="field__error">{errors[key]}</p>}
        </div>
      ))}
    </fieldset>
  );
}

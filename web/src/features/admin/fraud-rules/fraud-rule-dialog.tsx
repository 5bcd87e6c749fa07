import { useAtomValue } from 'jotai';
import { useId } from 'react';
import {
  FRAUD_ACTION_LABELS,
  FRAUD_ACTIONS,
  FRAUD_RULE_FIELDS,
  FRAUD_RULE_OPERATORS,
  type FraudAction,
  type FraudRuleField,
  type FraudRuleOperator,
  fraudRuleProblems,
  NUMERIC_FRAUD_FIELDS,
} from '../../../../../src/shared/fraud-rules.ts';
import { Dialog } from '../../../ui/dialogs/dialog.tsx';
import { openDialogsAtom } from '../../../ui/dialogs/dialog-state.ts';
import { Form, SubmitButton } from '../../../ui/forms/form.tsx';
import { TextAreaField, TextField } from '../../../ui/forms/text-field.tsx';
import { useForm } from '../../../ui/forms/use-form.ts';
import type { FraudRule } from './fraud-rules-api.ts';
import { useSaveFraudRuleMutation } from './fraud-rules-api.ts';

export const FRAUD_RULE_DIALOG_TITLE = 'Create or Edit Fraud Rule';

type RuleValues = {
  priority: string;
  field: FraudRuleField;
  operator: FraudRuleOperator;
  data: string;
  action: FraudAction;
  comment: string;
};

function validate(values: RuleValues): Partial<Record<keyof RuleValues, string>> {
  const priority = values.priority.trim();
  return {
    ...(priority && !/^-?\d+$/.test(priority) ? { priority: 'Priority is a whole number.' } : {}),
    ...fraudRuleProblems(values),
  };
}

/** Spec 3's modal 'Create or Edit Fraud Rule': the shared rules' messages show beside their fields. */
export function FraudRuleDialog({
  rule,
  onClose,
  onSaved,
}: {
  rule: FraudRule | null;
  onClose: () => void;
  onSaved: (saved: FraudRule) => void;
}) {
  const save = useSaveFraudRuleMutation();
  // An error dialog may open above this one; it must not pull focus back meanwhile.
  const covered = useAtomValue(openDialogsAtom).length > 0;
  const form = useForm<RuleValues>({
    fields: {
      priority: String(rule?.priority ?? 0),
      field: rule?.field ?? 'email',
      operator: rule?.operator ?? '=',
      data: rule?.data ?? '',
      action: rule?.action ?? 'manualFraudReview',
      comment: rule?.comment ?? '',
    },
    validate,
    validateOnBlur: true,
    submit: async (values) => {
      const body = {
        ...values,
        // Spec 3: parsed as an integer, default 0.
        priority: values.priority.trim() ? Number.parseInt(values.priority, 10) : 0,
        data: values.data.trim(),
      };
      onSaved(await save.mutateAsync({ fraudRuleId: rule?.fraudRuleId ?? null, body }));
    },
  });
  const numeric = NUMERIC_FRAUD_FIELDS.includes(form.values.field);

  return (
    <Dialog title={FRAUD_RULE_DIALOG_TITLE} onDismiss={onClose} covered={covered}>
      <Form form={form} className="fraud-rule-form">
        <TextField
          label="Priority"
          inputMode="numeric"
          {...form.field('priority')}
          hint="Lower runs first."
        />
        <SelectField
          label="Field"
          options={FRAUD_RULE_FIELDS.map((value) => ({ value, label: value }))}
          value={form.values.field}
          error={form.errors.field}
          onChange={(value) => form.set('field', value as FraudRuleField)}
          inputRef={form.ref('field')}
        />
        <SelectField
          label="Operator"
          options={FRAUD_RULE_OPERATORS.map((value) => ({ value, label: value }))}
          value={form.values.operator}
          error={form.errors.operator}
          onChange={(value) => form.set('operator', value as FraudRuleOperator)}
          inputRef={form.ref('operator')}
        />
        <TextField
          label="Data"
          {...form.field('data')}
          hint={numeric ? 'Price in cents, e.g. 100000 for $1,000.00.' : undefined}
        />
        <SelectField
          label="Action"
          options={FRAUD_ACTIONS.map((value) => ({ value, label: FRAUD_ACTION_LABELS[value] }))}
          value={form.values.action}
          error={form.errors.action}
          onChange={(value) => form.set('action', value as FraudAction)}
          inputRef={form.ref('action')}
        />
        <TextAreaField label="Comment" rows={2} {...form.field('comment')} />
        <div className="dialog__actions">
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
          <SubmitButton pending={form.pending} label="Save" pendingLabel="Saving…" />
        </div>
      </Form>
    </Dialog>
  );
}

function SelectField(props: {
  label: string;
  options: readonly { value: string; label: string }[];
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  inputRef: (element: HTMLElement | null) => void;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {props.label}
      </label>
      <select
        id={id}
        ref={props.inputRef}
        className={props.error ? 'field__input field__input--invalid' : 'field__input'}
        value={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
        onChange={(event) => props.onChange(event.target.value)}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {props.error && (
        <p id={errorId} className="field__error">
          {props.error}
        </p>
      )}
    </div>
  );
}

import { useId, type InputHTMLAttributes } from 'react';
import FormField, { controlClass } from '../platform/FormField.tsx';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'aria-invalid' | 'aria-describedby'> {
  label: string;
  name: string;
  /** Shown under the label; read out with the field. */
  hint?: string | undefined;
  /** The field's error, linked with aria-describedby and marked aria-invalid. */
  error?: string | undefined;
}

/** A labelled text input with an optional hint and error, for the account forms. */
export default function Field({ label, hint, error, className = '', ...input }: Props) {
  const id = useId();
  return (
    <FormField id={id} label={label} hint={hint} error={error} className={className}>
      {(aria) => <input {...input} {...aria} className={controlClass(error)} />}
    </FormField>
  );
}

import Checkbox from '@mui/joy/Checkbox';
import Link from '@mui/joy/Link';
import { Link as RouterLink } from 'react-router';

export type ConsentCheckboxProps = {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Text before the link to the consent document. */
  prefix: string;
  linkText: string;
  to: string;
  suffix?: string;
  disabled?: boolean;
};

/** A consent checkbox whose label links to the document (opened in a new tab to keep the form). */
export function ConsentCheckbox({ checked, onChange, prefix, linkText, to, suffix, disabled }: ConsentCheckboxProps) {
  return (
    <Checkbox
      size="sm"
      checked={checked}
      disabled={disabled}
      onChange={(event) => onChange(event.target.checked)}
      sx={{ alignItems: 'flex-start' }}
      label={
        <>
          {prefix}
          <Link component={RouterLink} to={to} target="_blank" rel="noopener" underline="always" sx={{ display: 'inline' }}>
            {linkText}
          </Link>
          {suffix}
        </>
      }
    />
  );
}

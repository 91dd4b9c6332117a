import type { ComponentProps } from 'react';
import { TextField } from '@/components/ui/form-field';

/** The temporary password a manager types for a staff member (adding one, or one who forgot theirs), shown as typed so it can be handed over. */
export function TemporaryPasswordField(field: Omit<ComponentProps<typeof TextField>, 'label' | 'type' | 'autoComplete' | 'spellCheck'>) {
  return (
    <TextField
      label="Temporary password (8+ characters: upper and lower case, a number, a special character)"
      type="text"
      autoComplete="new-password"
      spellCheck={false}
      {...field}
    />
  );
}

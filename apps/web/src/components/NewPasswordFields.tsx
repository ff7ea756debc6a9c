import { useTranslation } from 'react-i18next';
import type { useSchemaForm } from '../lib/form';
import { PasswordField } from './PasswordField';

type Form = ReturnType<typeof useSchemaForm<NewPassword, unknown>>;
type NewPassword = { password: string; confirmpassword: string };

const NEW_PASSWORD_LABELS = [
  ['password', 'password.new'],
  ['confirmpassword', 'password.confirm'],
] as const;

/**
 * A new password typed twice (spec/1 §2 "edit password", "change password"), bound to the form's `password` and
 * `confirmpassword`: the signed-in user's change and the reset or invitation link's page ask it the same way, so
 * that the browser offers the same "new password" help on both.
 */
export function NewPasswordFields({ form }: { form: Pick<Form, 'textInput'> }) {
  const { t } = useTranslation();
  // Both are a new password to the browser (it may offer one and fills both); only the label tells them apart.
  return NEW_PASSWORD_LABELS.map(([name, label]) => (
    <PasswordField key={name} label={t(label)} withAsterisk autoComplete="new-password" {...form.textInput(name)} />
  ));
}

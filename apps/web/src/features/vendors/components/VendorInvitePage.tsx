import { Button, Card, FormGroup, InputGroup, Radio, RadioGroup } from '@blueprintjs/core';
import { EnvelopeIcon } from '@blueprintjs/icons';
import { validateFields, type RuleField } from '@procure/forms';
import { Controller, useForm } from 'react-hook-form';
import { PageHeader } from '../../../components/PageHeader';
import { useT, useValidationText } from '../../../lib/i18n/use-translation';
import { showToast } from '../../../lib/toaster';

type Invite = { vendor_email: string; category: string };

/** The invite form's rules, as the vendor_invite metadata gives them. */
const RULES: RuleField[] = [
  {
    control_name: 'vendor_email',
    label: 'Vendor Email',
    required: true,
    max_len: 120,
    regex: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]{2,}$',
  },
  { control_name: 'category', label: 'Category', required: true },
];

/** /vendor/invite: e-mail and category (Domestic or International), both required. The spec
 * makes no call: the invitation is written to the console. */
export function VendorInvitePage() {
  const t = useT('vendor');
  const tf = useT('form');
  const text = useValidationText();
  const { control, handleSubmit, reset } = useForm<Invite>({
    defaultValues: { vendor_email: '', category: '' },
    resolver: (values) => {
      const errors = validateFields(RULES, values);
      return {
        values: Object.keys(errors).length ? {} : values,
        errors: Object.fromEntries(
          Object.entries(errors).map(([name, message]) => [
            name,
            { type: 'validate', message: text(message) },
          ]),
        ),
      };
    },
  });
  const send = (invite: Invite) => {
    console.info('Vendor invite', invite);
    void showToast(
      t('invite_sent', 'Invitation sent to {email}', { email: invite.vendor_email }),
      'success',
    );
    reset();
  };
  return (
    <div className="page" data-testid="vendor-invite-page">
      <PageHeader title={t('invite_vendor_title', 'Invite Vendor')} />
      <Card className="invite-card">
        <form noValidate onSubmit={(event) => void handleSubmit(send)(event)}>
          <Controller
            control={control}
            name="vendor_email"
            render={({ field, fieldState }) => (
              <FormGroup
                label={tf('vendor_email', 'Vendor Email')}
                labelFor="invite-email"
                labelInfo="*"
                intent={fieldState.error ? 'danger' : 'none'}
                helperText={fieldState.error?.message}
              >
                <InputGroup
                  id="invite-email"
                  type="email"
                  {...field}
                  onValueChange={field.onChange}
                />
              </FormGroup>
            )}
          />
          <Controller
            control={control}
            name="category"
            render={({ field, fieldState }) => (
              <FormGroup
                intent={fieldState.error ? 'danger' : 'none'}
                helperText={fieldState.error?.message}
              >
                <RadioGroup
                  inline
                  label={`${tf('vendor_category', 'Category')} *`}
                  selectedValue={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.value)}
                >
                  <Radio value="domestic" label={tf('domestic', 'Domestic')} />
                  <Radio value="international" label={tf('international', 'International')} />
                </RadioGroup>
              </FormGroup>
            )}
          />
          <Button
            type="submit"
            intent="primary"
            icon={<EnvelopeIcon />}
            text={t('send_invite', 'Send Invite')}
          />
        </form>
      </Card>
    </div>
  );
}

import { TAX_SCOPES, type TouristTaxSetting, touristTaxBody } from '@hostel/shared/api/tourist-tax-schemas';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../components/checkbox-field';
import { FormActions } from '../../components/form-actions';
import { NumberField } from '../../components/number-field';
import { SelectField } from '../../components/select-field';
import { useTouristTax, useUpdateTouristTax } from '../../api/tourist-tax';
import { formatPrice } from '../../lib/format-money';
import { mayCall } from '../../lib/may-call';
import { numberInputText } from '../../lib/number-fields';
import { useSignedInUser } from '../../lib/session/use-signed-in-user';
import { useForm } from '../../lib/use-form';

/** The tourist tax new stays are booked under: everyone reads it; managers and admins set it. */
export function TouristTaxSection({ onMessage }: { onMessage(message: string): void }) {
  const { t } = useTranslation();
  const tax = useTouristTax();
  const { role } = useSignedInUser();
  const setting = tax.data;
  return (
    <section className="card settings-section" aria-labelledby="tourist-tax-title">
      <h2 id="tourist-tax-title">{t('folio.tax.title')}</h2>
      <p className="field-hint">{t('folio.tax.explain')}</p>
      {setting ? (
        mayCall(role, 'updateTouristTax') ? (
          <TaxForm setting={setting} onMessage={onMessage} />
        ) : (
          <p data-testid="tourist-tax-setting">
            {setting.enabled
              ? t('folio.tax.summary', {
                  amount: formatPrice(setting.amount, setting.currency),
                  who: t(`folio.tax.scopes.${setting.applies_to}`),
                })
              : t('folio.tax.off')}
          </p>
        )
      ) : null}
    </section>
  );
}

function TaxForm({ setting, onMessage }: { setting: TouristTaxSetting; onMessage(message: string): void }) {
  const { t } = useTranslation();
  const save = useUpdateTouristTax();
  const money = { money: setting.currency };
  const form = useForm(
    touristTaxBody,
    { enabled: setting.enabled, amount: numberInputText(setting.amount, money), applies_to: setting.applies_to as string },
    () => ({ amount: money }),
  );
  const submit = form.onSubmit(async (body) => {
    await save.mutateAsync(body);
    onMessage(t('folio.tax.saved'));
  });
  return (
    <form noValidate onSubmit={submit} aria-label={t('folio.tax.title')}>
      <div className="form-grid">
        <CheckboxField label={t('folio.tax.enabled')} {...form.bindCheckbox('enabled')} />
        <NumberField label={t('folio.tax.amount', { currency: setting.currency })} kind={money} required {...form.bind('amount')} />
        <SelectField
          label={t('folio.tax.appliesTo')}
          options={TAX_SCOPES.map((value) => ({ value, label: t(`folio.tax.scopes.${value}`) }))}
          {...form.bind('applies_to')}
        />
      </div>
      <FormActions form={form} label={t('folio.tax.save')} className="form-actions" />
    </form>
  );
}

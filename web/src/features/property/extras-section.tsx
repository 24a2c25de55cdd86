import { CHARGE_RULES, type Extra, extraBody } from '@hostel/shared/api/folio-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../components/form-actions';
import { NumberField } from '../../components/number-field';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { callApi } from '../../lib/api-client';
import { formatPrice } from '../../lib/format-money';
import { numberInputText } from '../../lib/number-fields';
import { mayCall } from '../../lib/may-call';
import { useSignedInUser } from '../../lib/session/use-signed-in-user';
import { useForm } from '../../lib/use-form';
import { extrasKey, useExtras } from '../../api/list-extras';
import { usePropertyQuery } from './api/get-property';
import { refetchAfterChange } from '../../lib/refetch-after-change';

type Body = { name: string; price: number; charged: Extra['charged']; active: boolean };
/** What the form edits: the rest of an extra; whether it is sold is its row's button. */
type FormBody = Omit<Body, 'active'>;

/** Extras the house sells beside the nights (breakfast, towels, tours): everyone reads them; managers and admins add and change them. */
export function ExtrasSection({ onMessage }: { onMessage(message: string): void }) {
  const { t } = useTranslation();
  const extras = useExtras();
  const currency = usePropertyQuery().data?.currency ?? 'USD';
  const { role } = useSignedInUser();
  const editable = mayCall(role, 'createExtra');
  const [editing, setEditing] = useState<Extra | undefined>(undefined);
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: ({ id, body }: { id?: string; body: Body }) =>
      id ? callApi('updateExtra', { params: { id }, body }) : callApi('createExtra', { body }),
    onSuccess: () => refetchAfterChange(queryClient, { queryKey: extrasKey }),
  });
  const toggle = async (extra: Extra) => {
    await save.mutateAsync({
      id: extra._id,
      body: { name: extra.name, price: extra.price, charged: extra.charged, active: !extra.active },
    });
    onMessage(t('folio.extras.saved'));
  };
  return (
    <section className="card settings-section" aria-labelledby="extras-title">
      <h2 id="extras-title">{t('folio.extras.title')}</h2>
      {(extras.data ?? []).length === 0 ? <p className="empty-state">{t('folio.extras.none')}</p> : null}
      <ul className="extras-list">
        {(extras.data ?? []).map((extra) => (
          <li key={extra._id}>
            <span>
              {extra.name} · {formatPrice(extra.price, currency)} {t(`folio.rules.${extra.charged}`)}
              {extra.active ? null : <span className="badge">{t('folio.extras.inactive')}</span>}
            </span>
            {editable ? (
              <span className="extras-actions">
                <button type="button" className="link-button" onClick={() => setEditing(extra)}>
                  {t('folio.extras.edit', { name: extra.name })}
                </button>
                <button type="button" className="link-button" disabled={save.isPending} onClick={() => void toggle(extra)}>
                  {extra.active ? t('folio.extras.stop', { name: extra.name }) : t('folio.extras.resume', { name: extra.name })}
                </button>
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      {editable ? (
        <ExtraForm
          key={editing?._id ?? 'new'}
          extra={editing}
          currency={currency}
          onSave={async (body) => {
            await save.mutateAsync({ id: editing?._id, body: { ...body, active: editing?.active ?? true } });
            setEditing(undefined);
            onMessage(t('folio.extras.saved'));
          }}
          onCancel={editing ? () => setEditing(undefined) : undefined}
        />
      ) : null}
    </section>
  );
}

interface FormProps {
  extra: Extra | undefined;
  currency: string;
  onSave(body: FormBody): Promise<void>;
  onCancel?: () => void;
}

function ExtraForm({ extra, currency, onSave, onCancel }: FormProps) {
  const { t } = useTranslation();
  const money = { money: currency };
  const form = useForm(
    extraBody,
    { name: extra?.name ?? '', price: extra ? numberInputText(extra.price, money) : '', charged: extra?.charged ?? 'per_stay' },
    () => ({ price: money }),
  );
  const submit = form.onSubmit(async (fields) => {
    await onSave({ name: fields.name, price: fields.price, charged: fields.charged });
    if (!extra) {
      form.set('name', '');
      form.set('price', '');
    }
  });
  return (
    <form noValidate onSubmit={submit} aria-label={extra ? t('folio.extras.edit', { name: extra.name }) : t('folio.extras.add')}>
      <div className="form-grid">
        <TextField label={t('folio.extras.name')} required autoComplete="off" maxLength={50} {...form.bind('name')} />
        <NumberField label={t('folio.extras.price')} kind={money} required {...form.bind('price')} />
        <SelectField
          label={t('folio.extras.charged')}
          options={CHARGE_RULES.map((value) => ({ value, label: t(`folio.rules.${value}`) }))}
          {...form.bind('charged')}
        />
      </div>
      <FormActions
        form={form}
        label={extra ? t('folio.extras.save') : t('folio.extras.add')}
        onCancel={onCancel}
        className="form-actions"
      />
    </form>
  );
}

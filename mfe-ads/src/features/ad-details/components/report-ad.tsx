import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { REPORT_COMMENT_MAX_LENGTH, REPORT_REASONS, type ReportReason } from '@sokoni/contracts';
import { Button, Field, FieldError, Select, TextArea, paths, toApiError, useToast } from '@sokoni/shared-ui';
import { Dialog } from '@sokoni/shared-ui/widgets';
import { useCreateReportMutation } from '../api/contact-api';

export interface ReportAdProps {
  adId: number;
  signedIn: boolean;
}

/** "Report this ad": a reason and a comment for the moderators; signed-out people sign in first. */
export function ReportAd({ adId, signedIn }: ReportAdProps) {
  const { t } = useTranslation('ads');
  const toast = useToast();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; form?: string }>({});
  const [createReport, { isLoading }] = useCreateReportMutation();

  const start = () => {
    if (!signedIn) navigate(paths.login.getHref(`${pathname}${search}`));
    else setOpen(true);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setErrors({ reason: t('details.report.reasonRequired') });
      return;
    }
    setErrors({});
    try {
      const result = await createReport({ adId, reason, comment: comment.trim() || undefined }).unwrap();
      toast.success(result.message);
      setOpen(false);
      setReason('');
      setComment('');
    } catch (caught) {
      setErrors({ form: toApiError(caught, t('details.report.failed')).message });
    }
  };

  return (
    <>
      <Button variant="ghost" size="sm" icon="alert" onClick={start}>
        {t('details.report.open')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        dismissible={!isLoading}
        title={t('details.report.title')}
        description={t('details.report.intro')}
        footer={
          <>
            <Button variant="ghost" onClick={() => setOpen(false)} disabled={isLoading}>
              {t('details.report.cancel')}
            </Button>
            <Button type="submit" form="report-ad-form" variant="danger" loading={isLoading}>
              {t('details.report.submit')}
            </Button>
          </>
        }
      >
        <form id="report-ad-form" onSubmit={(event) => void submit(event)} noValidate>
          <Field label={t('details.report.reason')} error={errors.reason} required>
            <Select value={reason} onChange={(event) => setReason(event.target.value as ReportReason)}>
              <option value="">{t('details.report.choose')}</option>
              {REPORT_REASONS.map((value) => (
                <option key={value} value={value}>
                  {t(`details.report.reasons.${value}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('details.report.comment')}>
            <TextArea
              rows={3}
              value={comment}
              maxLength={REPORT_COMMENT_MAX_LENGTH}
              onChange={(event) => setComment(event.target.value)}
            />
          </Field>
          {errors.form ? <FieldError id="report-form-error">{errors.form}</FieldError> : null}
        </form>
      </Dialog>
    </>
  );
}

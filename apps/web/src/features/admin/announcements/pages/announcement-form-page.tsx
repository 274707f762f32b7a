import {
  ANNOUNCEMENT_BODY_MAX,
  ANNOUNCEMENT_MESSAGES,
  ANNOUNCEMENT_SCHEDULE_MAX_DAYS,
  ANNOUNCEMENT_TITLE_MAX,
  AnnouncementCategory,
  AnnouncementPublishMode,
  MESSAGES,
  requiredString,
  type TAdminAnnouncement,
} from '@mirume/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, FormProvider, useWatch } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { applyFieldErrors } from '@/components/form/apply-api-error';
import { FormTextField } from '@/components/form/form-text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { useSnackbar } from '@/components/snackbar/use-snackbar';
import { AnnouncementArticle } from '@/entities/announcement/components/announcement-article';
import { errorMessage, isApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useAdminAnnouncement, useSaveAnnouncement } from '../api/announcements';

/** The form's own shape: the scheduled time as the browser's `datetime-local` value. */
const ZForm = z
  .object({
    title: requiredString(ANNOUNCEMENT_TITLE_MAX),
    category: AnnouncementCategory.schema,
    description: requiredString(ANNOUNCEMENT_BODY_MAX),
    publish: AnnouncementPublishMode.schema,
    publish_at: z.string(),
  })
  .superRefine((v, ctx) => {
    if (v.publish !== 'scheduled') return;
    if (!v.publish_at) {
      ctx.addIssue({
        code: 'custom',
        path: ['publish_at'],
        message: ANNOUNCEMENT_MESSAGES.publishAtRequired,
      });
      return;
    }
    const at = new Date(v.publish_at).getTime();
    if (Number.isNaN(at)) ctx.addIssue({ code: 'custom', path: ['publish_at'], message: MESSAGES.date });
    else if (at <= Date.now()) {
      ctx.addIssue({ code: 'custom', path: ['publish_at'], message: ANNOUNCEMENT_MESSAGES.publishAtPast });
    } else if (at > Date.now() + ANNOUNCEMENT_SCHEDULE_MAX_DAYS * 86_400_000) {
      ctx.addIssue({ code: 'custom', path: ['publish_at'], message: ANNOUNCEMENT_MESSAGES.publishAtTooFar });
    }
  });
type FormInput = z.input<typeof ZForm>;

/** `2026-11-25T09:00` in the browser's time zone (the datetime-local value). */
function localValue(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

function defaults(current: TAdminAnnouncement | undefined): FormInput {
  if (!current) return { title: '', category: 'notice', description: '', publish: 'draft', publish_at: '' };
  return {
    title: current.title,
    category: current.category,
    description: current.description,
    publish: current.state === 'draft' ? 'draft' : current.state === 'scheduled' ? 'scheduled' : 'now',
    publish_at: current.state === 'scheduled' && current.published_at ? localValue(current.published_at) : '',
  };
}

/** /admin/mirume-notifications/new and /:id/edit — one form for writing and changing. */
export function AnnouncementFormPage() {
  const { id: idParam } = useParams();
  const id = idParam === undefined ? null : Number(idParam);
  const invalid = id !== null && !(Number.isInteger(id) && id > 0 && id <= 2_147_483_647);
  const current = useAdminAnnouncement(invalid || id === null ? 0 : id);

  if (invalid || (current.isError && isApiError(current.error) && current.error.status === 404))
    return <NotFoundPage />;
  if (id !== null && current.isPending)
    return <Skeleton variant="rounded" height={480} aria-label="読み込み中" />;
  return <AnnouncementForm key={id ?? 'new'} id={id} current={current.data?.data} />;
}

function AnnouncementForm({ id, current }: { id: number | null; current: TAdminAnnouncement | undefined }) {
  const form = useZodForm(ZForm, { defaultValues: defaults(current) });
  const save = useSaveAnnouncement(id);
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const [bodyTab, setBodyTab] = useState<'write' | 'preview'>('write');
  const [failure, setFailure] = useState<string | null>(null);
  const values = useWatch({ control: form.control });

  const submit = form.handleSubmit(async (v) => {
    setFailure(null);
    try {
      const saved = await save.mutateAsync({
        title: v.title,
        category: v.category,
        description: v.description,
        publish: v.publish,
        publish_at: v.publish === 'scheduled' ? new Date(v.publish_at).toISOString() : null,
      });
      snackbar.show(
        v.publish === 'now'
          ? 'publish'
          : v.publish === 'scheduled'
            ? { message: '公開を予約しました。' }
            : 'save',
      );
      navigate(paths.adminNotification.getHref({ id: saved.data.id }));
    } catch (error) {
      const applied = applyFieldErrors(error, form.setError, [
        'title',
        'category',
        'description',
        'publish',
        'publish_at',
      ]);
      if (applied.length === 0) setFailure(errorMessage(error));
    }
  });

  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <Typography variant="h1">{id ? 'お知らせの編集' : 'お知らせの作成'}</Typography>
      <FormProvider {...form}>
        <Card
          component="form"
          noValidate
          onSubmit={submit}
          aria-label={id ? 'お知らせの編集' : 'お知らせの作成'}
        >
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            <Stack spacing={3}>
              {failure ? <Alert severity="error">{failure}</Alert> : null}
              <FormTextField<FormInput>
                name="title"
                label="タイトル"
                required
                slotProps={{ htmlInput: { maxLength: ANNOUNCEMENT_TITLE_MAX } }}
              />
              <Controller
                control={form.control}
                name="category"
                render={({ field, fieldState }) => (
                  <FormControl error={Boolean(fieldState.error)}>
                    <FormLabel id="announcement-category">区分</FormLabel>
                    <RadioGroup row aria-labelledby="announcement-category" {...field}>
                      {AnnouncementCategory.options().map((o) => (
                        <FormControlLabel key={o.value} value={o.value} control={<Radio />} label={o.label} />
                      ))}
                    </RadioGroup>
                    {fieldState.error ? <FormHelperText>{fieldState.error.message}</FormHelperText> : null}
                  </FormControl>
                )}
              />
              <Box>
                <Tabs value={bodyTab} onChange={(_, v) => setBodyTab(v)} aria-label="本文の編集とプレビュー">
                  <Tab value="write" label="本文" />
                  <Tab value="preview" label="プレビュー" />
                </Tabs>
                {bodyTab === 'write' ? (
                  <FormTextField<FormInput>
                    name="description"
                    label="本文（Markdown）"
                    required
                    multiline
                    minRows={10}
                    helperText="見出し（#）、箇条書き（-）、リンク（[文字](URL)）、太字（**文字**）が使えます。HTML のタグは表示されません。"
                    sx={{ mt: 2 }}
                  />
                ) : (
                  <Box sx={{ mt: 2 }}>
                    <AnnouncementArticle
                      titleAs="h2"
                      category={values.category ?? 'notice'}
                      title={values.title || '（タイトル未入力）'}
                      description={values.description || '（本文未入力）'}
                      date={new Date().toISOString()}
                    />
                  </Box>
                )}
              </Box>
              <Controller
                control={form.control}
                name="publish"
                render={({ field }) => (
                  <FormControl>
                    <FormLabel id="announcement-publish">公開</FormLabel>
                    <RadioGroup aria-labelledby="announcement-publish" {...field}>
                      {AnnouncementPublishMode.options().map((o) => (
                        <FormControlLabel key={o.value} value={o.value} control={<Radio />} label={o.label} />
                      ))}
                    </RadioGroup>
                  </FormControl>
                )}
              />
              {values.publish === 'scheduled' ? (
                <Controller
                  control={form.control}
                  name="publish_at"
                  render={({ field, fieldState }) => (
                    <TextField
                      {...field}
                      type="datetime-local"
                      label="公開日時"
                      required
                      error={Boolean(fieldState.error)}
                      helperText={fieldState.error?.message ?? 'この日時になると企業の画面に表示されます。'}
                      slotProps={{ inputLabel: { shrink: true } }}
                      sx={{ maxWidth: 320 }}
                    />
                  )}
                />
              ) : null}
              <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
                <Button
                  component={RouterLink}
                  to={id ? paths.adminNotification.getHref({ id }) : paths.adminNotifications.getHref()}
                >
                  キャンセル
                </Button>
                <Button type="submit" variant="contained" disabled={save.isPending}>
                  {values.publish === 'now'
                    ? '公開する'
                    : values.publish === 'scheduled'
                      ? '公開を予約する'
                      : '下書きを保存'}
                </Button>
              </Stack>
            </Stack>
          </CardContent>
        </Card>
      </FormProvider>
    </Stack>
  );
}

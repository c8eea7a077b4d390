import { useLingui } from '@lingui/react/macro';
import { SYMPTOMS, symptomLabel } from '../../../../shared/session-rules';
import { errorMessage } from '../../../lib/api';
import { useSaveTrackedSymptoms, useTrackedSymptoms } from '../../../lib/first-day';
import { Chip } from '../../../ui/chip';
import { SettingsCard } from './settings-card';

/** The symptoms the person tracks (first chosen in the introduction), saved as each is toggled. */
export function TrackedSymptomsCard() {
  const { t, i18n } = useLingui();
  const tracked = useTrackedSymptoms();
  const save = useSaveTrackedSymptoms();
  return (
    <SettingsCard
      title={t`Symptoms you track`}
      description={t`They come first when you log a session and on What helps.`}
      contentClassName="space-y-3"
    >
      <fieldset>
        <legend className="sr-only">{t`Symptoms you track`}</legend>
        <div className="flex flex-wrap gap-2">
          {SYMPTOMS.map((s) => (
            <Chip
              key={s}
              pressed={tracked.includes(s)}
              busy={save.isPending}
              onPressedChange={(on) =>
                save.mutate(SYMPTOMS.filter((x) => (x === s ? on : tracked.includes(x))))
              }
            >
              {i18n._(symptomLabel(s))}
            </Chip>
          ))}
        </div>
      </fieldset>
      {save.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(save.error)}
        </p>
      ) : null}
    </SettingsCard>
  );
}

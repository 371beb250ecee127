import type { Application, ApplicationKind } from '@/domain/onboarding/application';
import type { RestaurantApplication, RiderApplication } from '@/domain/onboarding/application.schema';
import type { FormValues } from './application-forms';
import { RestaurantApplicationForm } from './RestaurantApplicationForm';
import { RiderApplicationForm } from './RiderApplicationForm';
import { useSubmitApplication } from './use-submit-application';

/**
 * The form of one kind of application, sending through useSubmitApplication: used for a first
 * application and for fixing one after 'ajustes' (the server tells them apart).
 */
export function ApplicationForm({
  kind,
  initial,
  submitLabel,
  onSent,
}: {
  kind: ApplicationKind;
  initial: FormValues;
  submitLabel: string;
  onSent: () => void;
}) {
  const submit = useSubmitApplication(onSent);
  if (kind === 'restaurante') {
    const send = (dados: RestaurantApplication) => submit({ tipo: 'restaurante', dados });
    return <RestaurantApplicationForm initial={initial} submitLabel={submitLabel} onSend={send} />;
  }
  const send = (dados: RiderApplication) => submit({ tipo: 'entregador', dados });
  return <RiderApplicationForm initial={initial} submitLabel={submitLabel} onSend={send} />;
}

/** The application of `kind` among the person's, if any (one per kind). */
export function applicationOfKind(applications: readonly Application[], kind: ApplicationKind): Application | null {
  return applications.find((application) => application.tipo === kind) ?? null;
}

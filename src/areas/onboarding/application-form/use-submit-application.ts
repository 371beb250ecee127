import type { SubmitApplicationRequest } from '@/domain/onboarding/application.schema';
import { submitApplication } from '@/services/onboarding';

/**
 * Sends an application through submitApplication, then `onSent`: a first application and one
 * fixed after 'ajustes' alike (the server tells them apart). A refusal is thrown on to the form,
 * whose useApplicationForm keeps the sending state and words it beside the fields.
 */
export function useSubmitApplication(onSent: () => void) {
  return async (request: SubmitApplicationRequest) => {
    await submitApplication(request);
    onSent();
  };
}

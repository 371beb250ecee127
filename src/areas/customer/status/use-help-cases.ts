import { useState } from 'react';
import type { HelpCase } from '@/domain/help/help-case.record';
import type { OpenHelpCaseRequest } from '@/domain/help/help-case.schema';
import { toCallableRefusal } from '@/domain/shared/callable-refusal';
import type { SchemaFieldErrors } from '@/domain/shared/request.schema';
import { openHelpCase, subscribeToOrderHelpCases } from '@/services/help-cases';
import { useSubscription } from '@/ui/use-subscription';
import type { CroppedPhoto } from '@/ui/photo/PhotoCropper';

/** The customer's help cases on this order, live (issue #53). */
export function useOrderHelpCases(uid: string | null, orderId: string) {
  return useSubscription<HelpCase[]>(`ajuda:${uid ?? ''}:${orderId}`, uid ? (onNext, onError) => subscribeToOrderHelpCases(uid, orderId, onNext, onError) : null);
}

/** 'Enviar' of 'Preciso de ajuda': resolves whether the case was opened; a refusal's text and fields stay for the form. */
export function useOpenHelpCase() {
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<{ message: string; fields: SchemaFieldErrors } | null>(null);
  async function send(request: Omit<OpenHelpCaseRequest, 'foto'>, photo: CroppedPhoto | null): Promise<boolean> {
    setSending(true);
    setRefusal(null);
    try {
      await openHelpCase(request, photo);
      return true;
    } catch (error) {
      const refused = toCallableRefusal(error);
      console.error('openHelpCase refused', refused.code, refused.message);
      setRefusal({ message: refused.message, fields: refused.fields });
      return false;
    } finally {
      setSending(false);
    }
  }
  return { sending, refusal, send };
}

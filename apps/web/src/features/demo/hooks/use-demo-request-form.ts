import { useEffect, useState } from 'react';
import { createDemoRequest } from '../api/create-demo-request';
import { toValidDemoRequest } from '../demo-validation';
import type { DemoRequest } from '../demo-validation';

export type DemoFormStatus = 'idle' | 'submitting' | 'success' | 'error';

/** docs/product.md#limits: the thank-you message stays 5 s, then the form clears. */
export const demoSuccessMs = 5000;

const emptyForm: DemoRequest = { firstName: '', lastName: '', email: '', company: '' };

export function useDemoRequestForm() {
  const [values, setValues] = useState<DemoRequest>(emptyForm);
  const [status, setStatus] = useState<DemoFormStatus>('idle');

  useEffect(() => {
    if (status !== 'success') return;
    const timer = setTimeout(() => {
      setValues(emptyForm);
      setStatus('idle');
    }, demoSuccessMs);
    return () => clearTimeout(timer);
  }, [status]);

  const setField = (field: keyof DemoRequest, value: string) => setValues((current) => ({ ...current, [field]: value }));

  const submit = async () => {
    const request = toValidDemoRequest(values);
    if (!request) {
      setStatus('error');
      return;
    }
    setStatus('submitting');
    try {
      await createDemoRequest(request);
      setStatus('success');
    } catch (err) {
      console.error('Demo request failed', err);
      setStatus('error');
    }
  };

  return { values, status, setField, submit };
}

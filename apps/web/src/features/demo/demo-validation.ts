export type DemoRequest = { firstName: string; lastName: string; email: string; company: string };

/** docs/product.md#validation: x@y.z with no spaces anywhere. */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Trims the form and checks the rules of docs/product.md#validation; null when the request is not valid. */
export function toValidDemoRequest(form: DemoRequest): DemoRequest | null {
  const request = {
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    email: form.email.trim(),
    company: form.company.trim(),
  };
  if (!request.firstName || !request.lastName || !request.company) return null;
  if (!emailPattern.test(request.email)) return null;
  return request;
}

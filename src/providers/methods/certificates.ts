import { endpointMethod } from '../wire';

/** The order form's check of a gift certificate by code. */
export const certificatesMethods = {
  checkCertificate: endpointMethod('admin/certificates/check'),
};

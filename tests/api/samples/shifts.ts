import { api } from '../../helpers/app';
import { expectJson } from '../../helpers/expect';
import { createZone, signedIn } from '../../helpers/factories';
import type { SampleSet } from './base';

export const shiftSamples: SampleSet = async ({ t, a, airport }) => {
  const zone = await createZone(t, airport.id);
  const shift = expectJson(
    await a.post('/api/shifts', { started_at: '2030-03-02T06:00', ended_at: '2030-03-02T14:00' }),
    201,
  );
  const [staffA, staffB, staffC] = [
    await signedIn(t, { service: 'admin-and-it' }),
    await signedIn(t, { service: 'admin-and-it' }),
    await signedIn(t, { service: 'admin-and-it' }),
  ];
  const assign = (u: { user: { id: number } }) =>
    a.post('/api/shift-assignments', { shift_id: shift.id, user_id: u.user.id, zone_id: zone.id });
  const edited = expectJson(await assign(staffA), 201);
  const removed = expectJson(await assign(staffB), 201);
  return {
    'GET /api/shifts': () => a.get(`/api/shifts?page=1&service_id=${shift.service_id}&role=admin`),
    'POST /api/shifts': () =>
      a.post('/api/shifts', {
        started_at: '2030-03-03T06:00',
        ended_at: '2030-03-03T14:00',
        service_id: shift.service_id,
        is_active: true,
      }),
    'GET /api/shifts/{id}': () => a.get(`/api/shifts/${shift.id}`),
    'PUT /api/shifts/{id}': () =>
      a.put(`/api/shifts/${shift.id}`, {
        started_at: '2030-03-02T07:00',
        ended_at: '2030-03-02T15:00',
        is_active: true,
      }),
    'GET /api/services/{serviceId}/shifts/{shiftId}/available-users': () =>
      a.get(`/api/services/${shift.service_id}/shifts/${shift.id}/available-users?isEdit=${edited.id}`),
    'POST /api/shift-assignments': () => assign(staffC),
    'PUT /api/shift-assignments/{id}': () =>
      a.put(`/api/shift-assignments/${edited.id}`, {
        shift_id: shift.id,
        user_id: staffA.user.id,
        zone_id: zone.id,
        is_active: false,
      }),
    'DELETE /api/shift-assignments/{id}': () => a.delete(`/api/shift-assignments/${removed.id}`),
    'GET /api/profile/shifts': () => api(t, staffA.auth).get('/api/profile/shifts'),
  };
};

import { LIST_PATHS } from '../../../shared/list-paths';
import { EXACT_TOTAL_UP_TO } from '../../platform/list-total';
import * as v from 'valibot';
import { MessageSchema } from '../../../shared/schemas/common';
import {
  AssignmentSchema,
  AvailableUserSchema,
  MyShiftSchema,
  ShiftDetailSchema,
  ShiftPageSchema,
  ShiftSchema,
} from '../../../shared/schemas/shifts';
import { MAX_SHIFT_HOURS, MY_NEXT_SHIFTS, SHIFTS_PER_PAGE } from './service';
import type { RestRoute } from '../../rest/route';

/** What each procedure answers (the compile-time check of rest/responses.ts holds them to the code). */
export const responses = {
  'shifts.list': ShiftPageSchema,
  'shifts.get': ShiftDetailSchema,
  'shifts.create': ShiftSchema,
  'shifts.update': ShiftSchema,
  'shifts.availableUsers': v.array(AvailableUserSchema),
  'shifts.mine': v.array(MyShiftSchema),
  'shiftAssignments.create': AssignmentSchema,
  'shiftAssignments.update': AssignmentSchema,
  'shiftAssignments.delete': MessageSchema,
};

/** The documented paths, one row each. */
export const routes = (): RestRoute[] => [
  {
    method: 'GET',
    path: LIST_PATHS.shifts,
    procedure: 'shifts.list',
    summary: 'Shifts, paginated',
    description:
      `The latest start first, ${SHIFTS_PER_PAGE} a page. ` +
      "A user reads their own service's shifts whatever `service_id` and `role` say (the screens send the caller's own); " +
      "an admin reads every service's, or one with `service_id`. `user` is who created the shift. " +
      `\`total\` (and \`last_page\`) is exact up to ${EXACT_TOTAL_UP_TO.toLocaleString('en')} shifts and PostgreSQL's estimate beyond.`,
  },
  {
    method: 'POST',
    path: '/api/shifts',
    procedure: 'shifts.create',
    status: 201,
    summary: 'Add a shift',
    description:
      "`started_at` and `ended_at`: a datetime-local in the airport's time (`2026-11-25T06:00`) or an ISO instant with its offset; the end after the start, " +
      `${MAX_SHIFT_HOURS} hours at most. ` +
      "`service_id`: any service for an admin, their own for a supervisor (none sent: the caller's). `is_active` defaults to true. " +
      'Without a `label` the shift is named from its service and times (`Passage 2026-11-25 06:00–14:00`). `created_by` is the signed-in user.',
    errors: { 403: 'A supervisor named another service than their own' },
  },
  {
    method: 'GET',
    path: '/api/shifts/:id',
    procedure: 'shifts.get',
    summary: 'A shift with its assignments and the coverage of its zones',
    description:
      "`assignments`: who works where (username, zone with its airport, status). `coverage`: every zone of the shift's airports (where its service's staff are based, and those of zones it already has people in) with how many people are actively assigned, zones with nobody first.",
    errors: { 403: 'The shift belongs to another service and the caller is not an admin' },
  },
  {
    method: 'PUT',
    path: '/api/shifts/:id',
    procedure: 'shifts.update',
    summary: 'Edit a shift',
    description:
      'As for POST, except that without `service_id` the shift keeps its service. A label the server made follows new times or service; one a person wrote is kept. New times that make one of its people work two shifts at once are refused.',
    errors: {
      403: "The shift, or the service it would move to, is another service's and the caller is not an admin",
      409: 'Someone assigned to the shift holds an active assignment in another shift overlapping the new times: the message names them and that shift',
    },
  },
  {
    method: 'GET',
    path: '/api/services/:serviceId/shifts/:shiftId/available-users',
    procedure: 'shifts.availableUsers',
    summary: 'The users who can still be assigned to a shift',
    description:
      "The users of the shift's service that a form may assign, by name. `isEdit` `false` or `0` (or none): those not yet in the shift; `true` or `1`: all of them, as an edited assignment may keep its user; the id of the assignment being edited (2 and up): those not in the shift plus that assignment's user.",
    errors: {
      403: 'The shift belongs to another service and the caller is not an admin',
      404: 'The service has no shift with this id',
    },
  },
  {
    method: 'POST',
    path: '/api/shift-assignments',
    procedure: 'shiftAssignments.create',
    status: 201,
    summary: 'Assign a user to a zone within a shift',
    description:
      "`user_id` must be of the shift's service; `zone_id` any zone. `is_active` defaults to true. `assigned_by` is the signed-in user whatever the body says. " +
      'A user holds one assignment per shift, and no two active assignments in overlapping shifts.',
    errors: {
      403: 'The shift belongs to another service and the caller is not an admin',
      409: 'The user is already in this shift, or actively assigned to an overlapping shift: the message names that shift and its times',
    },
  },
  {
    method: 'PUT',
    path: '/api/shift-assignments/:id',
    procedure: 'shiftAssignments.update',
    summary: "Change an assignment's user, zone or status",
    description:
      'As for POST; the assignment stays in its shift (a different `shift_id` is refused). `assigned_by` becomes the signed-in user.',
    errors: {
      403: 'The shift belongs to another service and the caller is not an admin',
      409: 'The user is already in this shift, or actively assigned to an overlapping shift',
    },
  },
  {
    method: 'DELETE',
    path: '/api/shift-assignments/:id',
    procedure: 'shiftAssignments.delete',
    summary: 'Remove an assignment',
    description: 'Answers 200 with `{message}`, which the screen shows as its confirmation.',
    errors: { 403: 'The shift belongs to another service and the caller is not an admin' },
  },
  {
    method: 'GET',
    path: '/api/profile/shifts',
    procedure: 'shifts.mine',
    summary: 'Your current and next assignments',
    description:
      `The active assignment under way (\`is_current\`), if any, then the next ${MY_NEXT_SHIFTS}, soonest first: zone, airport and times. ` +
      'Inactive shifts and assignments are left out.',
  },
];

import { describe, expect, it } from 'vitest';
import {
  decideMaintenanceTransition,
  isDangerUrgency,
  isOpenMaintenanceStatus,
  maintenanceActions,
  MAINTENANCE_STATUSES,
  reopenDeadline,
  slotProblem,
  type MaintenanceRequestState,
} from './maintenance-rules.ts';

const NOW = new Date('2026-11-27T10:00:00Z');
const daysBefore = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();
const inStatus = (status: MaintenanceRequestState['status']): MaintenanceRequestState => ({
  status,
  resolvedAt: status === 'resolved' ? daysBefore(1) : null,
});

describe('maintenance request state machine (issue #32)', () => {
  it('offers the team every step of an open request, and the author the cancel of an unscheduled one', () => {
    expect(maintenanceActions(inStatus('submitted'), 'team', NOW)).toEqual([
      'acknowledge',
      'schedule',
      'start',
      'resolve',
      'merge',
    ]);
    expect(maintenanceActions(inStatus('submitted'), 'author', NOW)).toEqual(['cancel']);
    expect(maintenanceActions(inStatus('acknowledged'), 'author', NOW)).toEqual(['cancel']);
    expect(maintenanceActions(inStatus('scheduled'), 'team', NOW)).toEqual([
      'schedule',
      'start',
      'resolve',
      'merge',
    ]);
    // A visit is booked: the resident can no longer cancel it from the portal.
    expect(maintenanceActions(inStatus('scheduled'), 'author', NOW)).toEqual([]);
    expect(maintenanceActions(inStatus('in-progress'), 'team', NOW)).toEqual([
      'schedule',
      'resolve',
      'merge',
    ]);
  });

  it('lets the author confirm or reopen a resolved request for 7 days, then only the clock closes it', () => {
    const resolved = { status: 'resolved' as const, resolvedAt: daysBefore(7) };
    expect(maintenanceActions(resolved, 'author', NOW)).toEqual(['confirm', 'reopen']);
    expect(maintenanceActions(resolved, 'team', NOW)).toEqual([]);
    expect(decideMaintenanceTransition(resolved, 'auto-close', 'system', NOW)).toEqual({
      ok: false,
      reason: 'too-early',
    });
    const later = new Date(NOW.getTime() + 1);
    expect(decideMaintenanceTransition(resolved, 'reopen', 'author', later)).toEqual({
      ok: false,
      reason: 'reopen-window-passed',
    });
    expect(decideMaintenanceTransition(resolved, 'auto-close', 'system', later)).toEqual({
      ok: true,
      to: 'closed',
    });
    expect(reopenDeadline(resolved)?.toISOString()).toBe(NOW.toISOString());
  });

  it('sends a reopened request back to the team as work in progress, and a confirmed one to closed', () => {
    expect(decideMaintenanceTransition(inStatus('resolved'), 'reopen', 'author', NOW)).toEqual({
      ok: true,
      to: 'in-progress',
    });
    expect(decideMaintenanceTransition(inStatus('resolved'), 'confirm', 'author', NOW)).toEqual({
      ok: true,
      to: 'closed',
    });
  });

  it('refuses a step to whoever it does not belong to, and from a status it does not leave', () => {
    expect(decideMaintenanceTransition(inStatus('submitted'), 'resolve', 'author', NOW)).toEqual({
      ok: false,
      reason: 'not-allowed',
    });
    expect(decideMaintenanceTransition(inStatus('submitted'), 'cancel', 'team', NOW)).toEqual({
      ok: false,
      reason: 'not-allowed',
    });
    expect(decideMaintenanceTransition(inStatus('scheduled'), 'cancel', 'author', NOW)).toEqual({
      ok: false,
      reason: 'wrong-status',
    });
    expect(decideMaintenanceTransition(inStatus('acknowledged'), 'acknowledge', 'team', NOW)).toEqual({
      ok: false,
      reason: 'wrong-status',
    });
  });

  it('leaves nothing to do on a closed, cancelled or merged request, for anyone', () => {
    for (const status of ['closed', 'cancelled', 'merged'] as const) {
      expect(maintenanceActions(inStatus(status), 'author', NOW)).toEqual([]);
      expect(maintenanceActions(inStatus(status), 'team', NOW)).toEqual([]);
      expect(decideMaintenanceTransition(inStatus(status), 'auto-close', 'system', NOW).ok).toBe(false);
    }
  });

  it('counts the four statuses the team still owes an answer for as open', () => {
    expect(MAINTENANCE_STATUSES.filter(isOpenMaintenanceStatus)).toEqual([
      'submitted',
      'acknowledged',
      'scheduled',
      'in-progress',
    ]);
  });

  it('treats only the danger urgency as one that shows the emergency numbers first', () => {
    expect(isDangerUrgency('danger')).toBe(true);
    expect(isDangerUrgency('high')).toBe(false);
  });
});

describe('a visit slot (issue #32)', () => {
  const today = '2026-11-27';
  it('accepts a window on today or a later day', () => {
    expect(slotProblem({ date: today, from: '14:00', to: '16:30' }, today)).toBeNull();
    expect(slotProblem({ date: '2026-12-01', from: '08:00', to: '09:00' }, today)).toBeNull();
  });
  it('refuses a day that does not exist or has passed, and a window that ends before it starts', () => {
    expect(slotProblem({ date: '2026-02-30', from: '08:00', to: '09:00' }, today)).toBe('date');
    expect(slotProblem({ date: '27/11/2026', from: '08:00', to: '09:00' }, today)).toBe('date');
    expect(slotProblem({ date: '2026-11-26', from: '08:00', to: '09:00' }, today)).toBe('past');
    expect(slotProblem({ date: today, from: '10:00', to: '10:00' }, today)).toBe('window');
    expect(slotProblem({ date: today, from: '24:00', to: '25:00' }, today)).toBe('window');
  });
});

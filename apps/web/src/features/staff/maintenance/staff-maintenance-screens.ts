/**
 * The team's three maintenance screens, loaded as one chunk by one loader of the staff route table
 * (app/staff-routes.tsx): the route table is part of every first screen's JavaScript (issue #31's budget),
 * and one import there costs less than three.
 */
export { StaffMaintenanceFiguresPage } from './staff-maintenance-figures-page.tsx';
export { StaffMaintenanceQueuePage } from './staff-maintenance-queue-page.tsx';
export { StaffMaintenanceRequestPage } from './staff-maintenance-request-page.tsx';

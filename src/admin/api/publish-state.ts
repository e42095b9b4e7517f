// GET /api/admin/publish-state: whether the static storefront shows the latest change.
import { apiRequest } from './client.ts';

export interface PublishState {
  state: 'pending' | 'building' | 'failed' | 'live';
  last_change_at: string | null;
  build_started_at: string | null;
  live_at: string | null;
}

export const getPublishState = () => apiRequest<PublishState>('/admin/publish-state');

import type { FirstReads } from '../../api/firstReads';
import { taskPaymentsApi } from './taskPaymentsApi';
import { tasksApi } from './tasksApi';

/** /tasks/:id reads the task and its cost history at once (TaskDetailPage). */
export const taskDetailReads: FirstReads = (dispatch, { params }) => {
  const id = params.id ?? '';
  dispatch(tasksApi.util.prefetch('getTask', id, {}));
  dispatch(taskPaymentsApi.util.prefetch('getTaskPayments', id, {}));
};

import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { confirmLeave } from '@fair/shared/ui/unsaved-changes';

/** In-app navigation that first asks 请确认修改已保存！ while a form has unsaved changes (SPEC §2). */
export function useSafeNavigate(): (to: string) => Promise<void> {
  const navigate = useNavigate();
  return useCallback(
    async (to: string) => {
      if (await confirmLeave()) navigate(to);
    },
    [navigate],
  );
}

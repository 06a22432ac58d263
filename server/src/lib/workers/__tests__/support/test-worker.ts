// A worker for the pool's tests: echoes, allocates until its heap runs out, spins, or throws.
import { serveTasks } from '../../serve-tasks';

export type TestTask = { kind: 'echo'; value: string } | { kind: 'hog' } | { kind: 'spin' } | { kind: 'throw' };

const kept: string[] = [];

serveTasks(async (task: TestTask) => {
  switch (task.kind) {
    case 'echo':
      return `echo ${task.value}`;
    case 'hog':
      for (;;) kept.push(`${'x'.repeat(4096)}${kept.length}`);
    case 'spin':
      for (;;);
    case 'throw':
      throw new Error('the handler failed');
  }
});

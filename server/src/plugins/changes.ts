import fp from 'fastify-plugin';
import { CHANGE_CHANNELS, type ChangeTopic, type ChangeTopics, notifyChange } from '../lib/changes/change-topics';

/** "This data changed", heard by every process: caches listen, write routes announce. */
export interface Changes {
  /** this process's listeners hear it at once, the other processes' through NOTIFY */
  announce<K extends ChangeTopic>(topic: K, value: ChangeTopics[K]): Promise<void>;
  /** hears every announcement of the topic, from any process; 'all' when notices may have been missed */
  on<K extends ChangeTopic>(topic: K, listener: (value: ChangeTopics[K]) => void): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    changes: Changes;
  }
}

type Listener = (value: ChangeTopics[ChangeTopic]) => void;

/**
 * Change notification, one piece registered before the features: a feature that keeps a cache subscribes to
 * the topics it depends on, a write route announces what it changed, and neither needs the other loaded first.
 * One LISTEN per topic for the whole process, however many listeners.
 */
export default fp(
  async (app) => {
    const listeners = new Map<ChangeTopic, Set<Listener>>();
    const listening = new Map<ChangeTopic, Promise<void>>();
    const stops: (() => Promise<void>)[] = [];

    const dispatch = (topic: ChangeTopic, value: ChangeTopics[ChangeTopic]) => {
      for (const listener of listeners.get(topic) ?? []) {
        try {
          listener(value);
        } catch (error) {
          app.log.error(error);
        }
      }
    };

    const changes: Changes = {
      async announce(topic, value) {
        dispatch(topic, value);
        await notifyChange(app.db, topic, value);
      },
      async on(topic, listener) {
        const topicListeners = listeners.get(topic) ?? new Set();
        listeners.set(topic, topicListeners.add(listener as Listener));
        if (!listening.has(topic)) {
          const { channel, decode } = CHANGE_CHANNELS[topic];
          const started = app.dbListen(
            channel,
            (payload) => dispatch(topic, decode(payload)),
            () => dispatch(topic, 'all'),
          );
          listening.set(topic, started.then((stop) => void stops.push(stop)));
        }
        await listening.get(topic);
      },
    };
    app.decorate('changes', changes);
    app.addHook('onClose', async () => {
      await Promise.all(stops.map((stop) => stop()));
    });
  },
  { name: 'changes', dependencies: ['db'] },
);

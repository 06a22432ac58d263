// What the shell's page policy reads of the remote registry.
export { RegistryFileError, type RegistryAnswer, loadRegistry } from './remote-registry';

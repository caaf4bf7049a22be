import { Container, type ContainerModule } from 'inversify';
import { coreModule } from './core-module';

/** The composition root: one singleton container from the given adapter modules. */
export function createContainer(...adapterModules: ContainerModule[]): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(coreModule, ...adapterModules);
  return container;
}

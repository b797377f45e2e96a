import { render, waitFor } from '@testing-library/react';
import { Admin, Resource, useResourceDefinitionContext, type ResourceDefinitions } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { RESOURCE_DEFINITIONS, RESOURCES } from '../../src/resources/declared';
import { dataProvider } from '../../src/providers/dataProvider';

describe('the fixed resource definitions (src/layout/ResourceDefinitions.tsx)', () => {
  it('are the ones react-admin registers from the same <Resource>s', async () => {
    let registered: ResourceDefinitions = {};
    // Under react-admin's own <Admin>, a layout sees what react-admin registered.
    function ProbeLayout() {
      registered = useResourceDefinitionContext().definitions;
      return null;
    }
    render(
      <Admin dataProvider={dataProvider} layout={ProbeLayout} disableTelemetry>
        {RESOURCES.map((resource) => (
          <Resource key={resource.name} {...resource} />
        ))}
      </Admin>,
    );
    await waitFor(() => expect(Object.keys(registered)).toHaveLength(RESOURCES.length));
    // The same definitions, down to the same icon and record representation functions.
    expect(registered).toEqual(RESOURCE_DEFINITIONS);
    expect(RESOURCE_DEFINITIONS.orders).toMatchObject({
      hasList: true,
      hasCreate: true,
      hasEdit: true,
      hasShow: true,
    });
  });
});

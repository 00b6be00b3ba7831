import { describe, expect, it } from 'vitest';
import { NIGERIAN_STATES, isTownOf } from '../property/nigerian-locations';
import { ALL_PLANS } from './catalogue';
import {
  HOSPITAL_DIRECTORY,
  HOSPITAL_TIERS,
  findHospital,
  hospitalId,
  hospitalSearchFromParams,
  hospitalSearchToParams,
} from './hospitals';

describe('the hospital directory', () => {
  it('has every hospital of every plan once, each plan listed at its tier', () => {
    const pairs = ALL_PLANS.flatMap((plan) =>
      plan.hospitalNetwork.flatMap(({ tier, hospitals }) =>
        hospitals.map((h) => `${h.name}|${plan.id}|${tier}`),
      ),
    );
    const listed = HOSPITAL_DIRECTORY.flatMap((h) =>
      h.plans.map((cover) => `${h.name}|${cover.planId}|${cover.tier}`),
    );
    expect(listed.sort()).toEqual(pairs.sort());
    expect(new Set(HOSPITAL_DIRECTORY.map((h) => h.id)).size).toBe(HOSPITAL_DIRECTORY.length);
  });

  it('places every hospital in Nigeria in a state and one of its towns, and the rest abroad', () => {
    for (const hospital of HOSPITAL_DIRECTORY) {
      if (hospital.state === null) expect(hospital.country).not.toBe('Nigeria');
      else {
        expect(NIGERIAN_STATES).toContain(hospital.state);
        expect(isTownOf(hospital.state, hospital.town)).toBe(true);
      }
      expect(hospital.sample).toBe(true);
    }
  });

  it('makes ids from names and finds by id', () => {
    expect(hospitalId("Bright Dawn Women and Children's Hospital")).toBe(
      'bright-dawn-women-and-children-s-hospital',
    );
    expect(findHospital('crown-point-hospital')?.name).toBe('Crown Point Hospital');
    expect(findHospital('nope')).toBeUndefined();
  });

  it('offers the numbered tiers first', () => {
    expect(HOSPITAL_TIERS.slice(0, 4)).toEqual(['Tier 1', 'Tier 2', 'Tier 3', 'Tier 4']);
  });
});

describe('the finder URL', () => {
  it('reads the filters, dropping a town of another state and junk', () => {
    expect(
      hospitalSearchFromParams(new URLSearchParams('name=+crown+&state=Lagos&town=Ikeja&tier=Tier+2')),
    ).toEqual({
      name: 'crown',
      state: 'Lagos',
      town: 'Ikeja',
      tier: 'Tier 2',
    });
    expect(hospitalSearchFromParams(new URLSearchParams('state=Kano&town=Ikeja'))).toEqual({ state: 'Kano' });
    expect(hospitalSearchFromParams(new URLSearchParams('tier=Tier+9'))).toEqual({});
  });

  it('writes only the filters given', () => {
    expect(hospitalSearchToParams({ state: 'Lagos', town: 'Ikeja' }).toString()).toBe(
      'state=Lagos&town=Ikeja',
    );
    expect(hospitalSearchToParams({}).toString()).toBe('');
  });
});

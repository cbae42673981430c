import { expect, it } from 'vitest';
import { MENU_DETAIL_LIMITS } from '../../src/modules/catalogue/domain/menu-details-form.js';
import { OPTION_LIMITS } from '../../src/modules/catalogue/domain/option-groups-form.js';
import { MENU_LIMITS } from '../../web/src/admin/restaurant/limits.js';

it("keeps the owner form's menu bounds on the server's", () => {
  expect(MENU_LIMITS).toEqual({
    sections: MENU_DETAIL_LIMITS.sections,
    sectionLength: MENU_DETAIL_LIMITS.sectionLength,
    descriptionLength: MENU_DETAIL_LIMITS.descriptionLength,
    groups: OPTION_LIMITS.groups,
    options: OPTION_LIMITS.options,
    optionNameLength: OPTION_LIMITS.nameLength,
    optionPrice: OPTION_LIMITS.price,
  });
});

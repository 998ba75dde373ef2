/**
 * The words the seed catalogue is composed from, in en, zh and zh-HK (the other twelve interface
 * languages of categories, options, tags and collections are translations.ts's, by the English).
 * Products are style x item (4 x 12 = 48), so every name has a real translation without a
 * hand-written list of 48.
 */
export type T3 = [en: string, zh: string, zhHK: string];

export const categoryTree: { slug: string; name: T3; children: { slug: string; name: T3 }[] }[] = [
  { slug: 'clothing', name: ['Clothing', '服装', '服裝'], children: [{ slug: 'tops', name: ['Tops', '上衣', '上衣'] }, { slug: 'accessories', name: ['Accessories', '配饰', '配飾'] }] },
  { slug: 'home', name: ['Home', '家居', '家居'], children: [{ slug: 'kitchen', name: ['Kitchen', '厨房', '廚房'] }, { slug: 'lighting', name: ['Lighting', '灯具', '燈具'] }] },
  { slug: 'stationery', name: ['Stationery', '文具', '文具'], children: [{ slug: 'notebooks', name: ['Notebooks', '笔记本', '筆記本'] }, { slug: 'desk', name: ['Desk', '书桌用品', '書桌用品'] }] },
];

export interface Item {
  slug: string;
  name: T3;
  category: string;
  price: number;
  sized: boolean;
}

export const items: Item[] = [
  { slug: 'shirt', name: ['Shirt', '衬衫', '襯衫'], category: 'tops', price: 4900, sized: true },
  { slug: 'tee', name: ['T-shirt', 'T恤', 'T恤'], category: 'tops', price: 2400, sized: true },
  { slug: 'sweater', name: ['Sweater', '毛衣', '毛衣'], category: 'tops', price: 6900, sized: true },
  { slug: 'scarf', name: ['Scarf', '围巾', '圍巾'], category: 'accessories', price: 3500, sized: false },
  { slug: 'tote', name: ['Tote bag', '托特包', '手提袋'], category: 'accessories', price: 2450, sized: false },
  { slug: 'cap', name: ['Cap', '棒球帽', '棒球帽'], category: 'accessories', price: 1900, sized: true },
  { slug: 'mug', name: ['Mug', '马克杯', '馬克杯'], category: 'kitchen', price: 1400, sized: false },
  { slug: 'bowl', name: ['Bowl', '碗', '碗'], category: 'kitchen', price: 1800, sized: false },
  { slug: 'teapot', name: ['Teapot', '茶壶', '茶壺'], category: 'kitchen', price: 4200, sized: false },
  { slug: 'lamp', name: ['Desk lamp', '台灯', '枱燈'], category: 'lighting', price: 7900, sized: false },
  { slug: 'notebook', name: ['Notebook', '笔记本', '筆記簿'], category: 'notebooks', price: 1200, sized: false },
  { slug: 'pen', name: ['Fountain pen', '钢笔', '鋼筆'], category: 'desk', price: 3900, sized: false },
];

export const styles: { slug: string; name: T3; factor: number; hue: number }[] = [
  { slug: 'linen', name: ['Linen', '亚麻', '亞麻'], factor: 1.1, hue: 35 },
  { slug: 'classic', name: ['Classic', '经典', '經典'], factor: 1, hue: 215 },
  { slug: 'nordic', name: ['Nordic', '北欧', '北歐'], factor: 1.25, hue: 160 },
  { slug: 'harbour', name: ['Harbour', '港湾', '港灣'], factor: 0.9, hue: 280 },
];

export const colours: { value: string; label: T3 }[] = [
  { value: 'red', label: ['Red', '红色', '紅色'] },
  { value: 'blue', label: ['Blue', '蓝色', '藍色'] },
  { value: 'green', label: ['Green', '绿色', '綠色'] },
];
export const sizes: { value: string; label: T3 }[] = ['S', 'M', 'L'].map((s) => ({ value: s.toLowerCase(), label: [s, s, s] as T3 }));
export const optionNames = { color: ['Color', '颜色', '顏色'] as T3, size: ['Size', '尺码', '尺碼'] as T3 };

export const tags: { slug: string; name: T3 }[] = [
  { slug: 'new', name: ['New in', '新品', '新品'] },
  { slug: 'bestseller', name: ['Bestseller', '畅销', '暢銷'] },
  { slug: 'gift', name: ['Gift ideas', '礼物', '禮物'] },
  { slug: 'eco', name: ['Eco friendly', '环保', '環保'] },
  { slug: 'sale', name: ['On sale', '特价', '特價'] },
];

export const collections: { slug: string; name: T3; description: T3; match: (item: Item, style: string) => boolean }[] = [
  { slug: 'summer-edit', name: ['Summer edit', '夏日精选', '夏日精選'], description: ['Light pieces for warm days.', '适合炎热天气的轻盈单品。', '適合炎熱天氣的輕盈單品。'], match: (_i, s) => s === 'linen' },
  { slug: 'gift-guide', name: ['Gift guide', '送礼指南', '送禮指南'], description: ['Presents they will keep.', '让人珍藏的礼物。', '讓人珍藏的禮物。'], match: (i) => ['scarf', 'pen', 'teapot', 'mug'].includes(i.slug) },
  { slug: 'tea-time', name: ['Tea time', '下午茶', '下午茶'], description: ['Everything for a slow afternoon.', '慢享午后所需的一切。', '慢享午後所需的一切。'], match: (i) => i.category === 'kitchen' },
  { slug: 'desk-essentials', name: ['Desk essentials', '书桌必备', '書桌必備'], description: ['Tools for focused work.', '专注工作的好帮手。', '專注工作的好幫手。'], match: (i) => ['lamp', 'notebook', 'pen'].includes(i.slug) },
];

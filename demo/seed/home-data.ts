/**
 * The home page's hero slides: what the shop puts in front this season. Each leads to a
 * promotion or a collection of the seed; its picture is a scene of scenes.ts, written at seed
 * time to /media/hero/<slug>.svg.
 */
import type { T3 } from './catalogue-data.ts';

export interface HeroSlide {
  slug: string;
  /** Where the slide's button leads: a promotion or a collection, by slug. */
  link: { kind: 'promotion' | 'collection'; slug: string };
  eyebrow: T3;
  title: T3;
  text: T3;
  action: T3;
}

export const heroSlides: HeroSlide[] = [
  {
    slug: 'summer-sale',
    link: { kind: 'promotion', slug: 'summer-sale' },
    eyebrow: ['Summer sale', '夏季特卖', '夏季特賣'],
    title: ['Linen for long, warm days', '为漫长夏日准备的亚麻', '為漫長夏日準備的亞麻'],
    text: ['Shirts, tees and totes from the Linen line, 15% off for a few weeks.', '亚麻系列的衬衫、T恤和手提袋，限时八五折。', '亞麻系列的襯衫、T恤和手提袋，限時八五折。'],
    action: ['Shop the sale', '选购特卖商品', '選購特賣貨品'],
  },
  {
    slug: 'tea-week',
    link: { kind: 'promotion', slug: 'tea-week' },
    eyebrow: ['Tea week', '茶之周', '茶之週'],
    title: ['Slow afternoons, good tea', '慢享午后好茶', '慢享午後好茶'],
    text: ['Teapots, mugs and bowls for tea time, 10% off this week.', '下午茶所需的茶壶、马克杯和碗，本周九折。', '下午茶所需的茶壺、馬克杯和碗，本週九折。'],
    action: ['See tea week', '查看茶之周', '查看茶之週'],
  },
  {
    slug: 'desk-essentials',
    link: { kind: 'collection', slug: 'desk-essentials' },
    eyebrow: ['Collection', '系列', '系列'],
    title: ['A desk that helps you focus', '让你专注的书桌', '讓你專注的書桌'],
    text: ['A lamp, a notebook and a pen that last: our desk essentials.', '经久耐用的台灯、笔记本和钢笔：书桌必备。', '經久耐用的枱燈、筆記簿和鋼筆：書桌必備。'],
    action: ['Shop desk essentials', '选购书桌必备', '選購書桌必備'],
  },
];

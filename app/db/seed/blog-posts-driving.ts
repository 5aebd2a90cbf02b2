import { company } from './company';
import type { BlogPostSeed } from './blog';
import { rt } from './rich-text';
import { isolateLtr } from '~/i18n/isolate';

const { b, a } = rt;
/** Phone numbers keep their digit groups in order inside Arabic sentences. */
const phone = (value: string) => isolateLtr(value, 'ar');

export const salikPost: BlogPostSeed = {
  slug: 'salik-tolls-and-traffic-fines-explained',
  topic: 'Driving in the UAE',
  title: 'Salik tolls and traffic fines explained',
  subTitle: 'What you pay, when you pay it, and how to avoid surprises on your rental invoice',
  metaDescription:
    'How Salik toll gates, Darb, traffic fines and black points work when you drive a rental car in the UAE, and how they appear on your invoice.',
  metaKeywords: 'Salik, Darb, toll gates Dubai, traffic fines UAE, rental car fines, black points',
  bannerAlt: 'A silver saloon on a Dubai highway',
  daysAgo: 9,
  banner: { scene: 'highway', car: { style: 'sedan', colour: '#b8c0c8' } },
  illustration: { style: 'suv', colour: '#2f5d50' },
  content: (imageId) => [
    rt.p(
      'Dubai’s toll gates and the UAE’s radar network are efficient, automatic and entirely cashless, which is convenient until an unexpected line appears on your invoice. Here is how tolls and fines work when you drive one of our cars.',
    ),
    rt.h2('How Salik works'),
    rt.p(
      'Salik is Dubai’s electronic toll system. Gates on Sheikh Zayed Road, Al Khail Road, the Al Garhoud and Al Maktoum bridges, the Airport Tunnel and other busy routes read a tag on the windscreen as you pass. There are no barriers and nothing to stop for.',
    ),
    rt.p(
      'Every car in our fleet already carries an active Salik tag, so you never need to buy one. Each crossing is charged at ',
      b('AED 4'),
      ' (or the tariff in force at the time) plus a {salikServiceCharge} service charge, and all crossings are listed on your final invoice.',
    ),
    rt.image(imageId, 'An SUV driving under a toll gantry on a Dubai highway'),
    rt.h3('Tolls in Abu Dhabi'),
    rt.p(
      'Abu Dhabi uses its own system, Darb, with gates on the bridges into Abu Dhabi island that charge during peak hours on working days. Darb crossings made in our cars are passed on in the same way as Salik.',
    ),
    rt.h2('Traffic fines and black points'),
    rt.p(
      'Speed cameras, red-light cameras and police patrols issue fines against the car’s registration, which means they reach us first, sometimes weeks after the rental ends. We pay the fine to the authority and charge it to the renter with an administration fee of {trafficFineFee} per traffic fine. Black points are transferred to the driver’s licence, as the law requires.',
    ),
    rt.ul(
      [
        b('Keep to the posted limit.'),
        { text: ' The speed limit is shown on every gantry; do not rely on a supposed margin over it.' },
      ],
      [
        b('Never use a handheld phone while driving.'),
        { text: ' It is one of the most common fines, and cameras catch it.' },
      ],
      [
        b('Park in marked bays and pay for parking.'),
        { text: ' Parking fines carry a processing fee of {municipalFineFee} each.' },
      ],
      [b('Keep your distance.'), { text: ' Tailgating is fined and is a leading cause of accidents on UAE highways.' }],
    ),
    rt.h2('Why your deposit is held for a while'),
    rt.p(
      'Because tolls and fines arrive after the car is back, we hold a pre-authorisation of {depositLowest} to {depositHighest} on your credit card and release it within {depositReleasePeriod} of the return. For monthly rentals the deposit is refunded about a month later. Read the details in our ',
      a('terms and conditions', '/terms-conditions'),
      ' or the ',
      a('FAQs', '/faq'),
      '.',
    ),
    rt.quote(
      'Tip: ask the branch team for a printout of your Salik crossings when you return the car, and there will be no surprises later.',
    ),
    rt.p(
      `Questions about a fine on your invoice? Call us on ${company.hotlineAbuDhabiAlAin} (Abu Dhabi and Al Ain) or ${company.hotlineDubaiNorthern} (Dubai and the Northern Emirates).`,
    ),
  ],
  ar: {
    title: 'رسوم سالك والمخالفات المرورية: دليل مبسّط',
    subTitle: 'ما الذي تدفعه، ومتى تدفعه، وكيف تتجنب المفاجآت في فاتورة الاستئجار',
    metaDescription:
      'كيف تعمل بوابات سالك ونظام درب والمخالفات المرورية والنقاط السوداء عند قيادة سيارة مستأجرة في الإمارات، وكيف تظهر في فاتورتك.',
    metaKeywords:
      'سالك، درب، بوابات التعرفة المرورية في دبي، المخالفات المرورية في الإمارات، مخالفات السيارات المستأجرة، النقاط السوداء',
    bannerAlt: 'سيارة صالون فضية على طريق سريع في دبي',
    content: (imageId) => [
      rt.p(
        'بوابات التعرفة المرورية في دبي وشبكة الرادارات في الإمارات فعّالة وتلقائية ولا تتعامل بالنقد إطلاقاً، وهذا مريح إلى أن يظهر بند غير متوقع في فاتورتك. إليك كيف تُحتسب رسوم الطرق والمخالفات عندما تقود إحدى سياراتنا.',
      ),
      rt.h2('كيف يعمل سالك'),
      rt.p(
        'سالك هو نظام التعرفة المرورية الإلكتروني في دبي، وتشرف عليه هيئة الطرق والمواصلات. تقرأ البوابات المنتشرة على شارع الشيخ زايد وشارع الخيل وجسري القرهود وآل مكتوم ونفق المطار وغيرها من الطرق المزدحمة ملصقاً على الزجاج الأمامي عند مرورك تحتها، فلا حواجز ولا حاجة إلى التوقف.',
      ),
      rt.p(
        'كل سيارة في أسطولنا مزوّدة مسبقاً بملصق سالك مفعّل، فلا تحتاج إلى شراء ملصق. ويُحتسب كل عبور بمبلغ ',
        b('4 دراهم'),
        ' (أو التعرفة المعمول بها وقتها) مضافاً إليه رسم خدمة بنسبة {salikServiceCharge}، وتُدرج جميع مرات العبور في فاتورتك النهائية.',
      ),
      rt.image(imageId, 'سيارة رياضية متعددة الاستخدامات تعبر تحت بوابة تعرفة على طريق سريع في دبي'),
      rt.h3('رسوم الطرق في أبوظبي'),
      rt.p(
        'تعتمد أبوظبي نظاماً خاصاً بها هو درب، وتحتسب بواباته المقامة على الجسور المؤدية إلى جزيرة أبوظبي الرسوم في ساعات الذروة من أيام العمل. ونتعامل مع رسوم درب المسجلة على سياراتنا بالطريقة نفسها المتبعة مع سالك.',
      ),
      rt.h2('المخالفات المرورية والنقاط السوداء'),
      rt.p(
        'تُسجَّل المخالفات الصادرة عن كاميرات السرعة وكاميرات الإشارة الحمراء والدوريات على رقم لوحة السيارة، أي أنها تصلنا نحن أولاً، وأحياناً بعد أسابيع من انتهاء الاستئجار. فنسدد المخالفة للجهة المختصة ثم نحمّلها على المستأجر مع رسم إداري قدره {trafficFineFee} عن كل مخالفة مرورية. أما النقاط السوداء فتُنقل إلى رخصة السائق كما يقتضي القانون.',
      ),
      rt.ul(
        [b('التزم بالسرعة المحددة.'), { text: ' تظهر السرعة القصوى على كل بوابة، فلا تعتمد على هامش مفترض يتجاوزها.' }],
        [b('لا تمسك الهاتف بيدك أثناء القيادة.'), { text: ' فهي من أكثر المخالفات شيوعاً، والكاميرات ترصدها.' }],
        [
          b('اركن في المواقف المخصصة وادفع رسومها.'),
          { text: ' يُستوفى رسم معالجة قدره {municipalFineFee} عن كل مخالفة وقوف.' },
        ],
        [
          b('حافظ على مسافة الأمان.'),
          {
            text: ' فعدم ترك مسافة كافية مخالفة يعاقب عليها القانون، وهو من أبرز أسباب الحوادث على الطرق السريعة في الإمارات.',
          },
        ],
      ),
      rt.h2('لماذا يبقى مبلغ التأمين محجوزاً لبعض الوقت'),
      rt.p(
        'لأن رسوم الطرق والمخالفات تصل بعد إعادة السيارة، نحجز مبلغاً مسبقاً يتراوح من {depositLowest} إلى {depositHighest} على بطاقتك الائتمانية، ونفرج عنه خلال {depositReleasePeriod} من إعادتها. وفي الاستئجار الشهري يُعاد مبلغ التأمين بعد شهر تقريباً. اطّلع على التفاصيل في ',
        a('الشروط والأحكام', '/terms-conditions'),
        ' أو ',
        a('الأسئلة الشائعة', '/faq'),
        '.',
      ),
      rt.quote(
        'نصيحة: اطلب من فريق الفرع نسخة مطبوعة من مرات عبورك لبوابات سالك عند إعادة السيارة، ولن تفاجأ بشيء لاحقاً.',
      ),
      rt.p(
        `لديك سؤال عن مخالفة في فاتورتك؟ اتصل بنا على ${phone(company.hotlineAbuDhabiAlAin)} (أبوظبي والعين) أو ${phone(company.hotlineDubaiNorthern)} (دبي والإمارات الشمالية).`,
      ),
    ],
  },
};

export const summerPost: BlogPostSeed = {
  slug: 'driving-in-the-uae-in-summer',
  topic: 'Driving in the UAE',
  title: 'Driving in the UAE in summer: ten tips to stay cool and safe',
  subTitle: 'Heat, sandstorms and humidity: how to look after yourself and your car from June to September',
  metaDescription:
    'Practical advice for driving in the UAE summer heat: tyres, air-conditioning, sandstorms, fog, parking and what never to leave in a hot car.',
  metaKeywords: 'summer driving UAE, heat, tyres, sandstorm driving, fog Abu Dhabi, car safety',
  bannerAlt: 'A white SUV on a desert road among the dunes',
  daysAgo: 26,
  banner: { scene: 'desert', car: { style: 'large-suv', colour: '#f4f5f7' } },
  illustration: { style: 'large-suv', colour: '#c8b48a' },
  content: (imageId) => [
    rt.p(
      'Summer temperatures in the Emirates regularly pass 45°C, and road surfaces get far hotter. Our cars are serviced for the climate, but a few habits make every summer journey safer and more comfortable.',
    ),
    rt.h2('Before you set off'),
    rt.ol(
      [
        b('Check the tyres.'),
        {
          text: ' Heat raises tyre pressure and punishes worn or under-inflated tyres. If a warning light appears, stop somewhere safe and call us.',
        },
      ],
      [
        b('Cool the cabin first.'),
        { text: ' Open the doors for a minute, then run the air-conditioning on recirculation once you are moving.' },
      ],
      [
        b('Carry water.'),
        {
          text: ' Keep a bottle for every passenger, especially on desert and mountain roads such as Hatta, Jebel Jais or Liwa.',
        },
      ],
      [
        b('Plan long drives for the morning or evening'),
        { text: ' and avoid the hottest hours of the day where you can.' },
      ],
    ),
    rt.h2('On the road'),
    rt.ol(
      [
        b('Sandstorms:'),
        {
          text: ' slow down, switch on your dipped headlights, keep a long distance from the car in front and avoid changing lanes.',
        },
      ],
      [
        b('Morning fog,'),
        {
          text: ' common between Abu Dhabi and Dubai in late summer: reduce speed and follow the variable limits shown on the gantries. Use hazard lights only when you are stopped.',
        },
      ],
      [
        b('Watch the temperature gauge.'),
        { text: ' If it climbs, switch off the air-conditioning, pull over safely and let the engine idle.' },
      ],
    ),
    rt.image(imageId, 'A large SUV on a desert road in the evening'),
    rt.h2('When you park'),
    rt.ol(
      [
        b('Never leave children or pets in the car,'),
        { text: ' not even for a minute. Cabin temperatures become dangerous very quickly.' },
      ],
      [
        b('Do not leave lighters, aerosols, perfume or power banks inside;'),
        { text: ' they can burst or catch fire in the heat.' },
      ],
      [
        b('Use a sunshade and park in the shade'),
        { text: ' whenever possible; steering wheels and seat belt buckles can burn.' },
      ],
    ),
    rt.h2('If something goes wrong'),
    rt.p(
      'Move to the hard shoulder, switch on your hazard lights and wait behind the barrier rather than inside a hot car on a busy road. Call the police on ',
      b(company.police),
      ' in an emergency and our 24/7 roadside assistance on ',
      b(company.roadsideAssistance),
      ' for a breakdown. We will send help or a replacement car.',
    ),
  ],
  ar: {
    title: 'القيادة في صيف الإمارات: عشر نصائح لرحلة آمنة ومريحة',
    subTitle: 'الحر والعواصف الرملية والرطوبة: كيف تعتني بنفسك وبسيارتك من يونيو إلى سبتمبر',
    metaDescription:
      'نصائح عملية للقيادة في حر الصيف في الإمارات: الإطارات والتكييف والعواصف الرملية والضباب والوقوف، وما لا يجوز تركه في سيارة حارة.',
    metaKeywords:
      'القيادة في الصيف، الإمارات، الحرارة، الإطارات، القيادة في العواصف الرملية، الضباب في أبوظبي، سلامة السيارة',
    bannerAlt: 'سيارة رياضية بيضاء على طريق صحراوي بين الكثبان الرملية',
    content: (imageId) => [
      rt.p(
        'تتجاوز درجات الحرارة في الإمارات صيفاً 45 درجة مئوية بانتظام، وتسخن أسطح الطرق أكثر من ذلك بكثير. سياراتنا مجهّزة ومصانة لتناسب هذا المناخ، لكن بعض العادات البسيطة تجعل كل رحلة صيفية أكثر أماناً وراحة.',
      ),
      rt.h2('قبل أن تنطلق'),
      rt.ol(
        [
          b('افحص الإطارات.'),
          {
            text: ' ترفع الحرارة ضغط الإطارات وتُجهد الإطارات البالية أو منخفضة الضغط. وإذا ظهر ضوء تحذيري فتوقف في مكان آمن واتصل بنا.',
          },
        ],
        [
          b('برّد المقصورة أولاً.'),
          { text: ' افتح الأبواب لدقيقة، ثم شغّل التكييف على وضع إعادة التدوير بعد أن تبدأ السير.' },
        ],
        [
          b('احمل الماء معك.'),
          { text: ' خصّص زجاجة لكل راكب، ولا سيما على الطرق الصحراوية والجبلية مثل حتا وجبل جيس وليوا.' },
        ],
        [b('خطّط للرحلات الطويلة صباحاً أو مساءً'), { text: ' وتجنّب أشد ساعات النهار حرارة قدر الإمكان.' }],
      ),
      rt.h2('على الطريق'),
      rt.ol(
        [
          b('في العواصف الرملية:'),
          {
            text: ' خفّف السرعة، وشغّل الأضواء المنخفضة، واترك مسافة طويلة بينك وبين السيارة التي أمامك، وتجنّب تغيير المسار.',
          },
        ],
        [
          b('ضباب الصباح،'),
          {
            text: ' الشائع بين أبوظبي ودبي في أواخر الصيف: خفّف السرعة والتزم بحدود السرعة المتغيرة المعروضة على البوابات، ولا تستخدم أضواء التحذير إلا عند التوقف.',
          },
        ],
        [
          b('راقب مؤشر حرارة المحرك.'),
          { text: ' إذا ارتفع فأطفئ التكييف، وتوقّف جانباً بأمان، واترك المحرك يعمل دون حركة.' },
        ],
      ),
      rt.image(imageId, 'سيارة رياضية كبيرة على طريق صحراوي في المساء'),
      rt.h2('عند الوقوف'),
      rt.ol(
        [
          b('لا تترك الأطفال أو الحيوانات الأليفة في السيارة'),
          { text: ' ولو لدقيقة واحدة، فحرارة المقصورة تصبح خطرة بسرعة كبيرة.' },
        ],
        [
          b('لا تترك الولاعات أو البخاخات أو العطور أو الشواحن المتنقلة داخل السيارة،'),
          { text: ' فقد تنفجر أو تشتعل بفعل الحرارة.' },
        ],
        [
          b('استخدم واقي الشمس واركن في الظل'),
          { text: ' كلما أمكن، فالمقود وأبازيم أحزمة الأمان قد تحرق اليد من شدة الحرارة.' },
        ],
      ),
      rt.h2('إذا تعطّلت السيارة'),
      rt.p(
        'انتقل إلى كتف الطريق، وشغّل أضواء التحذير، وانتظر خلف الحاجز بدلاً من البقاء داخل سيارة حارة على طريق مزدحم. اتصل بالشرطة على ',
        b(phone(company.police)),
        ' في الحالات الطارئة، وبخدمة المساعدة على الطريق لدينا على مدار الساعة على ',
        b(phone(company.roadsideAssistance)),
        ' عند تعطّل السيارة، وسنرسل إليك المساعدة أو سيارة بديلة.',
      ),
    ],
  },
};

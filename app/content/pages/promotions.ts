import type { LocalizedPageCopy } from './types';

/** Promotion pages (each has its own enquiry form) and the page shown when no offers are running. */
export const promotionsPages = {
  'economy-promotion': {
    en: {
      title: 'Economy Car Rental Offer',
      metaDescription:
        'Special rates on compact and economy cars in the UAE: fuel-efficient, easy to park and ideal for everyday driving. Send your details and we will call you back.',
      metaKeywords:
        'economy car rental offer, cheap car rental UAE, compact car rental Dubai, economy car Abu Dhabi, car rental promotion',
      heading: 'Economy Cars, Special Rates',
      intro:
        'Our economy promotion makes everyday driving easy on your budget. Compact and economy cars are fuel-efficient, simple to park in busy city centres and comfortable for the daily commute, and for a limited time they are available at special rates. Send us your details with the form on this page and our team will share the current offer.',
      sections: [
        {
          heading: 'Why choose an economy car',
          bullets: [
            'Low fuel consumption for city and highway driving.',
            'Easy to manoeuvre and park in Abu Dhabi, Dubai and Al Ain.',
            'Powerful air conditioning for comfort all year round.',
            'Room for four and their shopping, school bags or luggage.',
          ],
        },
        {
          heading: 'What the offer includes',
          bullets: [
            'A special rate on our Compact and Economy categories.',
            'Insurance as required by UAE law and 24/7 roadside assistance.',
            'Scheduled servicing included on monthly rentals.',
          ],
        },
        {
          heading: 'How to claim it',
          paragraphs: [
            'Fill in the form with your name, your email or phone number and the dates and branch you have in mind. Our team will call you back to confirm the price and availability. The offer is subject to availability during the promotion period, and our standard rental terms apply.',
          ],
        },
      ],
      cta: { label: 'See all offers', to: '/special-offers' },
    },
    ar: {
      title: 'عرض تأجير السيارات الاقتصادية',
      metaDescription:
        'أسعار خاصة على السيارات المدمجة والاقتصادية في الإمارات: موفرة للوقود وسهلة الركن ومثالية للتنقل اليومي. أرسل بياناتك وسنتصل بك.',
      metaKeywords:
        'عرض تأجير سيارات اقتصادية, تأجير سيارات رخيص في الإمارات, تأجير سيارة صغيرة دبي, سيارة اقتصادية أبوظبي, عروض تأجير السيارات',
      heading: 'سيارات اقتصادية بأسعار خاصة',
      intro:
        'يجعل عرض السيارات الاقتصادية تنقلك اليومي مريحاً لميزانيتك. فالسيارات المدمجة والاقتصادية موفرة للوقود، وسهلة الركن في وسط المدن المزدحمة، ومريحة للتنقل اليومي، وهي متاحة لفترة محدودة بأسعار خاصة. أرسل إلينا بياناتك عبر النموذج في هذه الصفحة، وسيطلعك فريقنا على العرض الحالي.',
      sections: [
        {
          heading: 'لماذا تختار سيارة اقتصادية',
          bullets: [
            'استهلاك منخفض للوقود داخل المدينة وعلى الطرق السريعة.',
            'سهولة في القيادة والركن في أبوظبي ودبي والعين.',
            'تكييف قوي يوفر الراحة طوال العام.',
            'مساحة لأربعة أشخاص مع مشترياتهم أو حقائبهم المدرسية أو أمتعتهم.',
          ],
        },
        {
          heading: 'ما يشمله العرض',
          bullets: [
            'سعر خاص على فئتي السيارات المدمجة والاقتصادية.',
            'التأمين الذي يشترطه القانون الإماراتي والمساعدة على الطريق على مدار الساعة.',
            'الصيانة الدورية مشمولة في الإيجارات الشهرية.',
          ],
        },
        {
          heading: 'كيف تستفيد من العرض',
          paragraphs: [
            'املأ النموذج باسمك وبريدك الإلكتروني أو رقم هاتفك، والمواعيد والفرع الذي تفضله. وسيتصل بك فريقنا لتأكيد السعر والتوافر. والعرض متاح حسب التوافر خلال فترة الحملة، وتسري عليه شروط التأجير المعتادة.',
          ],
        },
      ],
      cta: { label: 'شاهد جميع العروض', to: '/special-offers' },
    },
  },

  'featured-promotion': {
    en: {
      title: 'Featured Offer',
      metaDescription:
        'Our featured car rental offer in the UAE: selected SUVs, saloons and family cars at special rates for a limited time. Send your details and we will call back.',
      metaKeywords:
        'car rental offer UAE, featured car rental deal, SUV rental offer, car rental promotion Dubai, car rental promotion Abu Dhabi',
      heading: 'Featured Offer',
      intro:
        'Our featured promotion brings together selected models from across our fleet, from SUVs for family weekends to comfortable saloons for business, at special rates for a limited time. Tell us what you need with the form on this page and our team will find the best match for your dates.',
      sections: [
        {
          heading: 'Why it is worth a look',
          bullets: [
            'Special rates on selected, popular models.',
            'Daily, weekly and monthly rentals, with lower per-day prices for longer periods.',
            'Collection from 10+ locations, or delivery to your door.',
            'The full price, including {vatPercent} VAT, confirmed before you commit.',
          ],
        },
        {
          heading: 'Good to know',
          bullets: [
            'The offer is subject to availability and valid for the promotion period only.',
            'Unless stated otherwise, it cannot be combined with other offers.',
            'Our standard rental terms apply, including the minimum age and licence requirements.',
          ],
        },
        {
          heading: 'Claim your offer',
          paragraphs: [
            'Send your name, email or phone number and a short message with the car type, dates and branch you prefer. We will contact you shortly to confirm the details.',
          ],
        },
      ],
      cta: { label: 'See all offers', to: '/special-offers' },
    },
    ar: {
      title: 'العرض المميز',
      metaDescription:
        'عرضنا المميز لتأجير السيارات في الإمارات: طرازات مختارة من سيارات الدفع الرباعي والسيدان والسيارات العائلية بأسعار خاصة لفترة محدودة. أرسل بياناتك وسنتصل بك.',
      metaKeywords:
        'عروض تأجير السيارات في الإمارات, عرض تأجير سيارات مميز, عرض تأجير سيارات دفع رباعي, عروض تأجير سيارات دبي, عروض تأجير سيارات أبوظبي',
      heading: 'العرض المميز',
      intro:
        'يجمع عرضنا المميز طرازات مختارة من أسطولنا، من سيارات الدفع الرباعي لعطلات العائلة إلى سيارات السيدان المريحة لرحلات العمل، بأسعار خاصة لفترة محدودة. أخبرنا بما تحتاجه عبر النموذج في هذه الصفحة، وسيجد فريقنا الخيار الأنسب لمواعيدك.',
      sections: [
        {
          heading: 'لماذا يستحق الاطلاع',
          bullets: [
            'أسعار خاصة على طرازات مختارة ومطلوبة.',
            'تأجير يومي وأسبوعي وشهري، بأسعار يومية أقل للمدد الأطول.',
            'استلام من أكثر من 10 مواقع، أو توصيل إلى بابك.',
            'تأكيد السعر الكامل شاملاً ضريبة القيمة المضافة بنسبة {vatPercent} قبل أن تلتزم.',
          ],
        },
        {
          heading: 'معلومات مهمة',
          bullets: [
            'العرض متاح حسب التوافر وخلال فترة الحملة فقط.',
            'لا يمكن الجمع بينه وبين عروض أخرى ما لم يُذكر خلاف ذلك.',
            'تسري شروط التأجير المعتادة، بما فيها الحد الأدنى للعمر ومتطلبات رخصة القيادة.',
          ],
        },
        {
          heading: 'احصل على عرضك',
          paragraphs: [
            'أرسل اسمك وبريدك الإلكتروني أو رقم هاتفك مع رسالة قصيرة تذكر فيها فئة السيارة والمواعيد والفرع الذي تفضله، وسنتواصل معك قريباً لتأكيد التفاصيل.',
          ],
        },
      ],
      cta: { label: 'شاهد جميع العروض', to: '/special-offers' },
    },
  },

  'academic-promotion': {
    en: {
      title: 'Academic Offer: One Month Free',
      metaDescription:
        'Students and academic staff in the UAE: commit to a 9-month rental of an MG 5, MG 6, Skoda Kushaq or MG ZS and enjoy one month free. Send your details today.',
      metaKeywords:
        'student car rental UAE, academic car rental offer, car rental for teachers, MG 5 rental, MG ZS rental, Skoda Kushaq rental',
      heading: 'Academic Offer for Students and Academic Staff',
      intro:
        'Studying or teaching in the UAE? Our academic offer keeps you moving for the whole academic year. Commit to a 9-month rental of one of four popular models and enjoy one month free, with servicing, insurance and roadside assistance taken care of.',
      sections: [
        {
          heading: 'Choose your car',
          bullets: [
            'MG 5: a roomy, economical saloon, ideal for the daily drive to campus.',
            'MG 6: a stylish saloon with a sporty feel and plenty of space.',
            'Skoda Kushaq: a compact SUV with a high driving position and a practical boot.',
            'MG ZS: a compact SUV with room for friends, books and weekend luggage.',
          ],
        },
        {
          heading: 'Who can apply',
          bullets: [
            'Students enrolled at a university or college in the UAE, with a valid student ID.',
            'Academic staff, with a valid staff ID or a letter from their institution.',
            'Drivers who meet our standard rental requirements: minimum age 23 and a licence held for at least one year.',
          ],
        },
        {
          heading: 'What is included',
          bullets: [
            'One month free for a 9-month rental commitment.',
            'Scheduled servicing and maintenance.',
            'Insurance as required by UAE law and 24/7 roadside assistance.',
            'A replacement car if yours breaks down.',
          ],
        },
        {
          heading: 'How to apply',
          paragraphs: [
            'Fill in the form on this page with your name, your email or phone number, the car you prefer and your university or college. We will confirm your eligibility and send you the rental agreement to review.',
          ],
        },
      ],
      cta: { label: 'See all offers', to: '/special-offers' },
    },
    ar: {
      title: 'العرض الأكاديمي: شهر مجاني',
      metaDescription:
        'للطلاب والكوادر الأكاديمية في الإمارات: التزم بتأجير MG 5 أو MG 6 أو Skoda Kushaq أو MG ZS لمدة 9 أشهر واستمتع بشهر مجاني. أرسل بياناتك اليوم.',
      metaKeywords:
        'تأجير سيارات للطلاب في الإمارات, عرض تأجير سيارات أكاديمي, تأجير سيارات للمعلمين, تأجير MG 5, تأجير MG ZS, تأجير Skoda Kushaq',
      heading: 'العرض الأكاديمي للطلاب والكوادر الأكاديمية',
      intro:
        'هل تدرس أو تُدرّس في الإمارات؟ يضمن لك عرضنا الأكاديمي التنقل طوال العام الدراسي. التزم بتأجير أحد أربعة طرازات مطلوبة لمدة 9 أشهر واستمتع بشهر مجاني، مع تولينا الصيانة والتأمين والمساعدة على الطريق.',
      sections: [
        {
          heading: 'اختر سيارتك',
          bullets: [
            'MG 5: سيارة سيدان واسعة واقتصادية، مثالية للتنقل اليومي إلى الحرم الجامعي.',
            'MG 6: سيارة سيدان أنيقة بطابع رياضي ومساحة وافرة.',
            'Skoda Kushaq: سيارة دفع رباعي مدمجة بوضعية قيادة مرتفعة وصندوق عملي.',
            'MG ZS: سيارة دفع رباعي مدمجة تتسع للأصدقاء والكتب وأمتعة عطلة نهاية الأسبوع.',
          ],
        },
        {
          heading: 'من يمكنه التقديم',
          bullets: [
            'الطلاب المسجلون في جامعة أو كلية في الإمارات، مع بطاقة طالب سارية.',
            'الكوادر الأكاديمية، مع بطاقة موظف سارية أو خطاب من مؤسستهم التعليمية.',
            'السائقون المستوفون لشروط التأجير المعتادة: الحد الأدنى للعمر 23 عاماً ورخصة مضى على إصدارها عام على الأقل.',
          ],
        },
        {
          heading: 'ما يشمله العرض',
          bullets: [
            'شهر مجاني عند الالتزام بتأجير لمدة 9 أشهر.',
            'الصيانة الدورية والإصلاحات.',
            'التأمين الذي يشترطه القانون الإماراتي والمساعدة على الطريق على مدار الساعة.',
            'سيارة بديلة في حال تعطل سيارتك.',
          ],
        },
        {
          heading: 'كيفية التقديم',
          paragraphs: [
            'املأ النموذج في هذه الصفحة باسمك وبريدك الإلكتروني أو رقم هاتفك والسيارة التي تفضلها وجامعتك أو كليتك. وسنتحقق من أهليتك ونرسل إليك عقد التأجير لمراجعته.',
          ],
        },
      ],
      cta: { label: 'شاهد جميع العروض', to: '/special-offers' },
    },
  },

  'no-offers-available': {
    en: {
      title: 'No Offers Available',
      metaDescription:
        'There are no special offers running right now, but new ones arrive regularly. Meanwhile, save with our weekly and monthly rates on car rental across the UAE.',
      heading: 'No offers right now',
      intro:
        'Sorry, there are no special offers running at the moment. New promotions arrive regularly, so please check back soon. In the meantime, there are still good ways to save on your next rental.',
      sections: [
        {
          heading: 'Ways to save today',
          bullets: [
            'Rent for 7 days or more and our lower weekly rate applies automatically.',
            'Rent for 22 days or more for our monthly rate, the lowest per-day price we offer.',
          ],
        },
        {
          heading: 'Be the first to hear',
          paragraphs: [
            'Subscribe to our newsletter at the bottom of this page and we will let you know as soon as a new offer goes live.',
          ],
        },
      ],
      cta: { label: 'Browse the fleet', to: '/fleet-guide' },
    },
    ar: {
      title: 'لا توجد عروض حالياً',
      metaDescription:
        'لا توجد عروض خاصة في الوقت الحالي، لكن العروض الجديدة تصل باستمرار. وفي الأثناء وفّر مع أسعارنا الأسبوعية والشهرية لتأجير السيارات في الإمارات.',
      heading: 'لا توجد عروض حالياً',
      intro:
        'نأسف، لا توجد عروض خاصة في الوقت الحالي. تصل العروض الجديدة باستمرار، فنرجو أن تعود إلينا قريباً. وفي الأثناء، لا تزال هناك طرق جيدة للتوفير في تأجيرك القادم.',
      sections: [
        {
          heading: 'طرق للتوفير اليوم',
          bullets: [
            'استأجر لمدة 7 أيام أو أكثر ليُطبَّق السعر الأسبوعي الأقل تلقائياً.',
            'استأجر لمدة 22 يوماً أو أكثر لتحصل على السعر الشهري، وهو أقل سعر يومي نقدمه.',
          ],
        },
        {
          heading: 'كن أول من يعلم',
          paragraphs: ['اشترك في نشرتنا الإخبارية أسفل هذه الصفحة، وسنبلغك فور إطلاق أي عرض جديد.'],
        },
      ],
      cta: { label: 'تصفح الأسطول', to: '/fleet-guide' },
    },
  },
} satisfies Record<string, LocalizedPageCopy>;
